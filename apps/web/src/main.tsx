import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { newStorefrontClient, Providers } from './app/providers';
import { prefetchInto } from './app/route-prefetch';
import { createAppRouter } from './app/router';
import { phoneRedirect } from './app/mobile-twin';
import './styles/index.css';

// A phone opening a page that has a mobile twin goes to /m/ before anything loads (issue 25).
const twin = phoneRedirect(window.location, navigator.userAgent);
if (twin) window.location.replace(twin);
else {
  const queryClient = newStorefrontClient();
  prefetchInto(queryClient);
  const router = createAppRouter();

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
