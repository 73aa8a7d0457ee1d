import { operatorPointsOrders, operatorPointsOrdersShip } from '@yaocai/contract';
import type { PointsShipInput } from '@yaocai/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { pagedList } from '../../../lib/save-resource';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

export const pointsOrdersKey = ['operator', 'points-orders'] as const;

export interface PointsOrdersFilter {
  page: number;
  status?: string;
  keyword?: string;
}

/** GET /api/operator/points/orders */
export const pointsOrdersQueryOptions = pagedList([...pointsOrdersKey], operatorPointsOrders);

export const usePointsOrders = (q: PointsOrdersFilter) => useQuery(pointsOrdersQueryOptions(q));

/** POST /api/operator/points/orders/{id}/ship */
export function useShipPointsOrder() {
  return useRefreshingMutation(
    ({ id, input }: { id: number; input: PointsShipInput }) =>
      call(operatorPointsOrdersShip, { id, ...input }),
    pointsOrdersKey,
  );
}
