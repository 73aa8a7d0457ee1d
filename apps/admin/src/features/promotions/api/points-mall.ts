import {
  operatorPointsGoodsCreate,
  operatorPointsGoodsList,
  operatorPointsGoodsUpdate,
} from '@yaocai/contract';
import type { PointsGoodsInput } from '@yaocai/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { promotionsKey } from './full-reductions';
import { pagedList } from '../../../lib/save-resource';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

export const pointsMallKey = [...promotionsKey, 'points'] as const;

export interface PointsGoodsFilter {
  page: number;
  keyword?: string;
  kind?: 'goods' | 'coupon';
}

/** GET /api/operator/points/goods: the mall's items, on sale or not. */
export const pointsGoodsQueryOptions = pagedList([...pointsMallKey, 'goods'], operatorPointsGoodsList);

export const usePointsGoods = (q: PointsGoodsFilter) => useQuery(pointsGoodsQueryOptions(q));

/** POST /api/operator/points/goods (new) or /api/operator/points/goods/{id} (edit). */
export function useSavePointsGoods() {
  return useRefreshingMutation(
    ({ id, input }: { id: number | null; input: PointsGoodsInput }) =>
      id === null
        ? call(operatorPointsGoodsCreate, input)
        : call(operatorPointsGoodsUpdate, { id: id, ...input }),
    pointsMallKey,
  );
}
