import { operatorParcelSubscribe } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { ordersKey } from './orders';

/** POST /api/operator/parcels/{id}/subscribe: another round of subscription attempts after a failure. */
export function useResubscribeParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(operatorParcelSubscribe, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
