import { QueryClient } from '@tanstack/react-query';

/**
 * The TanStack client of the storefront and the console: their HTTP clients present every failure
 * once, so nothing is retried (a retry would present it again); a read stays fresh `staleTime` ms.
 */
export function createQueryClient(staleTime: number): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
