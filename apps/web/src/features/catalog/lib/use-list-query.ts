import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { changeListQuery, listQueryToSearch, parseListQuery, type ListQuery } from './list-query';

/** The list query of the current URL, and the ways to change it (each change is a navigation). */
export function useListQuery() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => parseListQuery(params), [params]);

  const setQuery = useCallback(
    (patch: Partial<ListQuery>) => {
      const next = changeListQuery(query, patch);
      navigate(pathname + listQueryToSearch(next));
      // A new page of results starts at the top of the list, not where the pager was.
      if (next.page !== query.page) document.getElementById('goods-list-top')?.scrollIntoView?.();
    },
    [navigate, pathname, query],
  );

  const hrefFor = useCallback(
    (path: string, patch: Partial<ListQuery> = {}) => path + listQueryToSearch({ ...query, ...patch }),
    [query],
  );

  return { query, setQuery, hrefFor };
}
