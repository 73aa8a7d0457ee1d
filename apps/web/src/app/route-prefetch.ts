import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { goodsDetailQueryOptions } from '../features/catalog/api/goods-detail';
import { goodsListQueryOptions } from '../features/catalog/api/goods-list';
import { parseListQuery, toApiParams } from '../features/catalog/lib/list-query';

/**
 * Loaders that start a page's main query while its code (and antd) still downloads, so the answer and
 * the first pictures do not wait for the chunk: the page then reads the same query from the cache,
 * and its largest pictures are already on their way. They never wait for the answer themselves (a
 * failed prefetch is the page's to show when it asks again).
 */
let client: QueryClient | null = null;

/** Fetches a picture with high priority now, so that the page's <img> finds it in the cache. */
function preloadPicture(src: string | undefined) {
  if (!src) return;
  const picture = new Image();
  picture.fetchPriority = 'high';
  picture.src = src;
}

/** The query client the loaders fill (main.tsx; tests without one prefetch nothing). */
export function prefetchInto(queryClient: QueryClient | null) {
  client = queryClient;
}

/** The query client loaders read and fill; null in tests that mounted none. */
export function loaderQueryClient(): QueryClient | null {
  return client;
}

/** /list and /search: the query of the URL, as the list page builds it (no preset category). */
export const prefetchGoodsList: LoaderFunction = ({ request }) => {
  const query = parseListQuery(new URL(request.url).searchParams);
  client
    ?.fetchQuery(goodsListQueryOptions(toApiParams(query)))
    // The first row of cards holds the page's largest picture.
    .then((data) => data.list.slice(0, 5).forEach((goods) => preloadPicture(goods.goods_image?.[0])))
    .catch(() => undefined);
  return null;
};

/** /list/info/:id */
export const prefetchGoodsDetail: LoaderFunction = ({ params }) => {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  client
    ?.fetchQuery(goodsDetailQueryOptions(id))
    .then((goods) => preloadPicture(goods.goods_image[0]))
    .catch(() => undefined);
  return null;
};
