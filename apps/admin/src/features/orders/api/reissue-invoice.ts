import { operatorInvoicesReissue, type InvoiceReissueInput } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { ordersKey } from './orders';

/** POST /api/operator/invoices/{id}/reissue: 冲红 the blue invoice and issue it again with the corrected title. */
export function useReissueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: InvoiceReissueInput }) =>
      call(operatorInvoicesReissue, { id, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
