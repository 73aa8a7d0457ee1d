import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderAntdMobileWithRoots } from './lib/antd-render';
import { createMobileRouter } from './app/router';
import { takeEarlyAnswers } from './lib/early-fetch';
import './styles.css';

takeEarlyAnswers();
renderAntdMobileWithRoots();

// Coming to /m/ means the phone wants the mobile site again (the PC footer's link).
try {
  localStorage.removeItem('yc_prefer_pc');
} catch {
  // private mode
}

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

// The first render as a transition: React yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree (a 4×-slowed phone saw one long task; Lighthouse's TBT).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createMobileRouter()} />
      </QueryClientProvider>
    </StrictMode>,
  ),
);

// The offline shell (public/sw.js), registered after the page has loaded so it never slows the first paint.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('/m/sw.js', { scope: '/m/' }).catch(() => undefined);
  });
}
