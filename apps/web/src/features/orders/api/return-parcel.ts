import { afterSaleReturnParcel, type ReturnParcelInput } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { ordersQueryKey } from './orders';

/** POST /api/after_sale/{id}/return_parcel: the parcel the buyer sends back (退货退款, 换货). */
export function useEnterReturnParcel(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReturnParcelInput) => call(afterSaleReturnParcel, { id, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
