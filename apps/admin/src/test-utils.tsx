import { cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { stubMatchMedia } from '@yaocai/web-kit/testing';

/** jsdom lacks matchMedia (antd's responsive helpers) and ResizeObserver (recharts, antd). */
export function stubBrowser(): void {
  stubMatchMedia();
  if (!('ResizeObserver' in window)) {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  }
}

/** The hooks every console component test file needs: browser stubs before, a clean page and globals after. */
export function setUpComponentTests(): void {
  beforeEach(() => stubBrowser());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

type Answer = { status?: number; body: unknown };
type ApiCall = { method: string; url: string; body?: unknown };
/** A stubbed endpoint: `METHOD /path` and its answer. */
export type ApiRoute = [method: string, path: string, answer: Answer | ((init?: RequestInit) => Answer)];

/** A JSON body as its value; a multipart one as its fields (a file as its name). */
function readBody(body: RequestInit['body']): unknown {
  if (!body) return undefined;
  if (body instanceof FormData) {
    return Object.fromEntries(
      [...body.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]),
    );
  }
  return JSON.parse(String(body)) as unknown;
}

/** A fetch stub answering `METHOD /path` (query left out); anything else is a 404 envelope. */
export function stubApi(routes: ApiRoute[]) {
  const calls: ApiCall[] = [];
  const fetchStub = vi.fn(async (input: string | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: readBody(init?.body) });
    const path = url.split('?')[0];
    const route = routes.find(([m, p]) => m === method && p === path);
    const answer = route
      ? typeof route[2] === 'function'
        ? route[2](init)
        : route[2]
      : { status: 404, body: { code: 404, msg: '接口不存在', data: null } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

export const ok = (data: unknown): Answer => ({ body: { code: 10000, msg: 'ok', data } });

/** `GET /api/operator/me` of a staff member holding `permissions`. */
export const staffMe = (permissions: string[], who: { username?: string; name?: string } = {}): Answer =>
  ok({ id: 1, username: who.username ?? 'yunying01', name: who.name ?? '林运营', roles: [], permissions });

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders routes in a memory router inside the providers the console uses. */
export function renderRoutes(routes: RouteObject[], path: string, client = testQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={client}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

/** The first `method` call the stub receives, once it has come. */
export async function sentCall(calls: ApiCall[], method = 'POST'): Promise<ApiCall> {
  await vi.waitFor(() => expect(calls.some((c) => c.method === method)).toBe(true));
  return calls.find((c) => c.method === method)!;
}

/** The body of the first `method` call the stub receives, once it has come. */
export const sentBody = async (calls: ApiCall[], method = 'POST') => (await sentCall(calls, method)).body;
