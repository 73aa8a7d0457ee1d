import { operatorOrderShip } from '@yaocai/contract';
import type { ShipInput } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { dashboardQueryKey } from '../../dashboard/api/dashboard';
import { ordersKey } from './orders';

/** POST /api/operator/order/{id}/ship (singular `order`, as the API has it). */
export function shipOrder(id: number, input: ShipInput): Promise<unknown> {
  return call(operatorOrderShip, { id, ...input });
}

export function useShipOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ShipInput }) => shipOrder(id, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]),
  });
}
