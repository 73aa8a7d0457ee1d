import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

/** The answers a test's fake server gives: a handler per path prefix, with the form body the page sent. */
export type Handler = (body: URLSearchParams, url: string) => unknown;

/** Stubs fetch with the envelope around each handler's data; returns the requests the page made. */
export function stubApi(handlers: Record<string, Handler>) {
  const requests: { url: string; body: URLSearchParams }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = new URLSearchParams(typeof init?.body === 'string' ? init.body : '');
      requests.push({ url, body });
      const path = Object.keys(handlers).find((p) => url.startsWith(p));
      const data = path ? handlers[path]!(body, url) : null;
      return new Response(JSON.stringify({ code: 10000, msg: 'success', data }), { status: 200 });
    }),
  );
  return requests;
}

/** The page inside a fresh query client and a memory router at `route`. */
export function renderPage(ui: ReactElement, route: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** jsdom decodes no pictures: a picked photo goes up as read, unscaled (web-kit's scaler falls back). */
export function stubImageDecoding() {
  vi.stubGlobal(
    'Image',
    class {
      onerror: (() => void) | null = null;
      set src(_: string) {
        setTimeout(() => this.onerror?.());
      }
    },
  );
}
