import { userInvoiceTitle, userInvoiceTitleSave } from '@yaocai/contract';
import type { InvoiceTitleAnswer, InvoiceTitleInput } from '@yaocai/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { basicInfoQueryKey } from './basic-info';

export const invoiceTitleQueryKey = ['account', 'invoice-title'] as const;

/** GET /api/user/invoice_title: the title and tax number checkout writes on invoices. */
export const invoiceTitleQueryOptions = () =>
  queryOptions({
    queryKey: invoiceTitleQueryKey,
    queryFn: ({ signal }) => call(userInvoiceTitle, undefined, { signal }),
  });

export const useInvoiceTitle = () => useQuery(invoiceTitleQueryOptions());

/** POST /api/user/invoice_title */
export function saveInvoiceTitle(input: InvoiceTitleInput): Promise<InvoiceTitleAnswer> {
  return call(userInvoiceTitleSave, input);
}

export function useSaveInvoiceTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInvoiceTitle,
    onSuccess: async (answer) => {
      queryClient.setQueryData(invoiceTitleQueryKey, answer);
      await queryClient.invalidateQueries({ queryKey: basicInfoQueryKey });
    },
  });
}
