import { useSearchParams } from 'react-router';

/** ?page= of an activity page (1 when absent or not a page number). */
export function usePageParam(): [number, (page: number) => void] {
  const [search, setSearch] = useSearchParams();
  const raw = Number(search.get('page'));
  const page = Number.isSafeInteger(raw) && raw > 0 && raw <= 10_000 ? raw : 1;
  const setPage = (next: number) => {
    const params = new URLSearchParams(search);
    if (next <= 1) params.delete('page');
    else params.set('page', String(next));
    setSearch(params);
    window.scrollTo({ top: 0 });
  };
  return [page, setPage];
}
