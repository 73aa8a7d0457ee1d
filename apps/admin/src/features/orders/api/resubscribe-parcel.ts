import type { OrderStepAnswer } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { ordersKey } from './orders';

/** POST /api/operator/parcels/{id}/subscribe: another round of subscription attempts after a failure. */
export function useResubscribeParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<OrderStepAnswer>(`/api/operator/parcels/${id}/subscribe`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
