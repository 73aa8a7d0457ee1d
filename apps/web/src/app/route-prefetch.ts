import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { goodsDetailQueryOptions } from '../features/catalog/api/goods-detail';
import { goodsListQueryOptions } from '../features/catalog/api/goods-list';
import { parseListQuery, toApiParams } from '../features/catalog/lib/list-query';

/**
 * Loaders that start a page's main query while its code (and antd) still downloads, so the answer and
 * the first pictures do not wait for the chunk: the page then reads the same query from the cache.
 * They never wait for the answer themselves.
 */
let client: QueryClient | null = null;

/** The query client the loaders fill (main.tsx; tests without one prefetch nothing). */
export function prefetchInto(queryClient: QueryClient) {
  client = queryClient;
}

/** /list and /search: the query of the URL, as the list page builds it (no preset category). */
export const prefetchGoodsList: LoaderFunction = ({ request }) => {
  const query = parseListQuery(new URL(request.url).searchParams);
  void client?.prefetchQuery(goodsListQueryOptions(toApiParams(query)));
  return null;
};

/** /list/info/:id */
export const prefetchGoodsDetail: LoaderFunction = ({ params }) => {
  const id = Number(params.id);
  if (Number.isSafeInteger(id) && id > 0) void client?.prefetchQuery(goodsDetailQueryOptions(id));
  return null;
};
