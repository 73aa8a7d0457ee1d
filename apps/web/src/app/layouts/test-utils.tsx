import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { stubMatchMedia } from '@yaocai/web-kit/testing';

/** jsdom lacks matchMedia, which antd's responsive helpers call. */
export function stubBrowser(): void {
  stubMatchMedia();
  // Any query the test did not seed gets an empty success envelope instead of a network error.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ code: 10000, msg: 'ok', data: null }), { status: 200 })),
  );
}

export function testQueryClient(seed: [readonly unknown[], unknown][] = []): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  for (const [key, data] of seed) client.setQueryData(key, data);
  return client;
}

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', client = testQueryClient() }: { route?: string; client?: QueryClient } = {},
) {
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <AntApp>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </AntApp>
      </QueryClientProvider>,
    ),
  };
}
