/** `{a: 1, b: '', c: undefined}` → `a=1`: empty filters are left out, arrays become `key[]` pairs. */
export function toQueryString(params?: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(`${key}[]`, String(item));
    else search.append(key, String(value));
  }
  return search.toString();
}

/** `('/api/x', {a: 1})` → `/api/x?a=1`; the path alone when no param is set. */
export function urlWithQuery(path: string, params?: object): string {
  const query = toQueryString(params);
  return query ? `${path}?${query}` : path;
}
