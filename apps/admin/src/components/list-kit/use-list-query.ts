import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { pageParam } from './page-param';
import { useSearchUpdate } from './use-search-update';
import type { ServerPaging } from './crud-table';

/** A page of a list as the API answers it. */
export interface PagedAnswer {
  total: number;
  page_size?: number;
}

interface PagedList extends PagedAnswer {
  list: readonly unknown[];
}

/**
 * A list page's state in the URL's search params (so the dashboard can link to a filtered list and
 * Back returns to it): the page, the keyword and the page's own filters.
 */
export function useListParams() {
  const [search, update] = useSearchUpdate();
  const page = pageParam(search.get('page'));
  return {
    search,
    update,
    page,
    keyword: search.get('keyword') ?? '',
    /** Sets filters (an empty value drops one) and goes back to the first page. */
    filter: (changes: Record<string, string | number | null | undefined>) =>
      update({ ...changes, page: undefined }),
    /** CrudTable's paging for an answer of this list; page 1 stays out of the URL. */
    paging: (answer: PagedAnswer | undefined, unit?: string): ServerPaging => ({
      page,
      unit,
      pageSize: answer?.page_size ?? 20,
      total: answer?.total ?? 0,
      onPage: (next) => update({ page: next === 1 ? undefined : next }),
    }),
  };
}

export type ListParams = ReturnType<typeof useListParams>;

/**
 * The list's URL state and its TanStack query: `optionsOf` turns the params into the query's options
 * (the API modules' `…QueryOptions`), so a page says only which filters it reads.
 */
export function useListQuery<D extends PagedList, K extends QueryKey>(
  optionsOf: (params: ListParams) => UseQueryOptions<D, Error, D, K>,
) {
  const params = useListParams();
  const query = useQuery(optionsOf(params));
  return {
    ...params,
    query,
    /** CrudTable's rows, loading state and server paging for this list (`unit`: what the pager counts). */
    tableProps: (unit?: string) => ({
      rows: query.data?.list as D['list'] | undefined,
      loading: query.isFetching,
      paging: params.paging(query.data, unit),
    }),
  };
}
