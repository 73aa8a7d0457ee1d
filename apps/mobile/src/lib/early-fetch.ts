import type { EndpointAnswer, EndpointDescriptor, EndpointInput } from '@yaocai/contract';
import { fillPath, urlWithQuery } from '@yaocai/web-kit/http';

/**
 * assets/early-*.js (early.js, loaded async by index.html) starts the page's first GET (home's banners,
 * the search list, a goods' detail) before the app's scripts have loaded and leaves the answer in
 * `window.__mEarly`. The first identical GET of the app (same path and query, in any order) takes that
 * answer instead of asking again, whichever of the two scripts ran first; any other request, and any
 * later one, goes to the network as before. Once early.js has read the answer it also leaves the body
 * in `window.__mEarlyBodies`, so the page's first render can show it (`earlyData`).
 */
type Holder = {
  __mEarly?: Record<string, Promise<Response> | undefined>;
  __mEarlyBodies?: Record<string, { code: number; data: unknown } | undefined>;
};
const SUCCESS = [10000, 200, 201];

const keyOf = (url: string) => {
  const u = new URL(url, window.location.href);
  const params = [...u.searchParams.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${u.pathname}?${new URLSearchParams(params).toString()}`;
};

/** Takes (once) what early.js left under `url`'s key. */
function take<T>(given: Record<string, T | undefined> | undefined, url: string): T | undefined {
  if (!given) return undefined;
  const key = keyOf(url);
  const match = Object.keys(given).find((u) => keyOf(u) === key);
  if (!match) return undefined;
  const value = given[match];
  delete given[match];
  return value;
}

const takeEarly = (url: string) => take((window as unknown as Holder).__mEarly, url);

/**
 * The answer of the page's first GET when early.js has already read it, for the query's `initialData`:
 * the goods page then paints its picture in its first render instead of a skeleton first (its LCP).
 * Taken once; later visits ask the server as usual.
 */
export function earlyData<D extends EndpointDescriptor>(
  endpoint: D,
  input: EndpointInput<D>,
): EndpointAnswer<D> | undefined {
  const { url, rest } = fillPath(endpoint.path, input);
  const body = take((window as unknown as Holder).__mEarlyBodies, urlWithQuery(url, rest as object));
  return body && SUCCESS.includes(body.code) ? (body.data as EndpointAnswer<D>) : undefined;
}

export function takeEarlyAnswers() {
  if (typeof window.fetch !== 'function') return;
  const network = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const early =
      typeof input === 'string' && (init?.method ?? 'GET') === 'GET' ? takeEarly(input) : undefined;
    return early ?? network(input, init);
  };
}
