import { useSearchParams } from 'react-router';

/** A page number and a small integer filter kept in the query string (?page=2&type=1). */
export function usePageParams(filterKey: string, allowed: readonly number[]) {
  const [params, setParams] = useSearchParams();
  const rawPage = params.get('page');
  const page = rawPage && /^\d{1,5}$/.test(rawPage) && Number(rawPage) > 0 ? Number(rawPage) : 1;
  const rawFilter = Number(params.get(filterKey) ?? allowed[0]);
  const filter = allowed.includes(rawFilter) ? rawFilter : allowed[0]!;
  const go = (next: { page?: number; filter?: number }) => {
    const p = next.page ?? (next.filter !== undefined ? 1 : page);
    const f = next.filter ?? filter;
    const search: Record<string, string> = {};
    if (f !== allowed[0]) search[filterKey] = String(f);
    if (p > 1) search.page = String(p);
    setParams(search);
  };
  return { page, filter, go };
}
