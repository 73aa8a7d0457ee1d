import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMobileRouter } from './app/router';
import { renderOutsideTreeWithReact19 } from './lib/outside-render';
import './styles.css';

renderOutsideTreeWithReact19();

// Coming to /m/ means the phone wants the mobile site again (the PC footer's link).
try {
  localStorage.removeItem('yc_prefer_pc');
} catch {
  // private mode
}

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createMobileRouter()} />
    </QueryClientProvider>
  </StrictMode>,
);

// The offline shell (public/sw.js), registered after the page has loaded so it never slows the first paint.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('/m/sw.js', { scope: '/m/' }).catch(() => undefined);
  });
}
