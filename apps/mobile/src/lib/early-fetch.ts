/**
 * assets/early-*.js (early.js, loaded async by index.html) starts the page's first GET (home's banners,
 * the search list, a goods' detail) before the app's scripts have loaded and leaves the answer in
 * `window.__mEarly`. The first identical GET of the app (same path and query, in any order) takes that
 * answer instead of asking again, whichever of the two scripts ran first; any other request, and any
 * later one, goes to the network as before.
 */
type Holder = { __mEarly?: Record<string, Promise<Response> | undefined> };

const keyOf = (url: string) => {
  const u = new URL(url, window.location.href);
  const params = [...u.searchParams.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${u.pathname}?${new URLSearchParams(params).toString()}`;
};

function takeEarly(url: string): Promise<Response> | undefined {
  const given = (window as unknown as Holder).__mEarly;
  if (!given) return undefined;
  const key = keyOf(url);
  const match = Object.keys(given).find((u) => keyOf(u) === key);
  if (!match) return undefined;
  const answer = given[match];
  delete given[match];
  return answer;
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
