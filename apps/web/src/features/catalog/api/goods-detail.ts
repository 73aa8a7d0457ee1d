import { goodsDetail } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { ApiError } from '@yaocai/web-kit/http';

/** Silent: a missing (or not permitted) goods is shown by the page itself, not as an alert. */
export const fetchGoodsDetail = (id: number, signal?: AbortSignal) =>
  call(goodsDetail, { id }, { signal, silent: true });

export const goodsDetailQueryKey = (id: number) => ['catalog', 'goods-detail', id] as const;

/** A refusal (404 for controlled goods the buyer may not see, 422 for a bad id) is final. */
export const isFinalError = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

export const goodsDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: goodsDetailQueryKey(id),
    queryFn: ({ signal }) => fetchGoodsDetail(id, signal),
    retry: (count, error) => !isFinalError(error) && count < 1,
  });

/** 商品详情: batches, quality report, instructions, related goods, favourite flag. */
export const useGoodsDetail = (id: number) =>
  useQuery({ ...goodsDetailQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
