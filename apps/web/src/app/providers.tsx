import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@yaocai/web-kit/react';

/** A storefront read stays fresh for 30 s. */
export const newStorefrontClient = () => createQueryClient(30_000);

/**
 * App-wide providers. antd's theme, locale and <App> are not here: the shell and the home page render
 * without antd, and router.tsx wraps the other pages in the lazily loaded antd scope (app/antd/).
 */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? newStorefrontClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
