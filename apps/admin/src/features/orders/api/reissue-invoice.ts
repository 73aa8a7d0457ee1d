import { operatorInvoicesReissue, type InvoiceReissueInput } from '@yaocai/contract';
import { call } from '../../../lib/http';
import { ordersKey } from './orders';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/** POST /api/operator/invoices/{id}/reissue: 冲红 the blue invoice and issue it again with the corrected title. */
export function useReissueInvoice() {
  return useRefreshingMutation(
    ({ id, input }: { id: number; input: InvoiceReissueInput }) =>
      call(operatorInvoicesReissue, { id, ...input }),
    ordersKey,
  );
}
