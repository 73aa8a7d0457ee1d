import { operatorGoodsDetail } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { goodsKey } from './goods';

/** GET /api/operator/goods/{id}: every field of the edit form, and the batches. */
export const goodsDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...goodsKey, 'detail', id],
    queryFn: ({ signal }) => call(operatorGoodsDetail, { id }, { signal }),
    staleTime: 0,
  });

export const useGoodsDetail = (id: number | null) =>
  useQuery({ ...goodsDetailQueryOptions(id ?? 0), enabled: id !== null });
