import {
  operatorFinanceCompanies,
  operatorFinanceCreditLimits,
  operatorFinanceCustomerGroups,
  operatorFinanceGrantCreate,
  operatorFinanceGrants,
  operatorFinanceMembers,
  operatorFinancePaymentNotices,
  operatorFinanceProviderRefundRetry,
  operatorFinanceProviderRefunds,
  operatorFinancePayments,
  operatorFinanceStatement,
  operatorFinanceTransferApprove,
  operatorFinanceTransferCreate,
  operatorFinanceTransferReject,
  operatorFinanceTransfers,
  operatorFinanceUnpaidOrders,
  upload,
  type CreditLimitInput,
  type GrantInput,
  type OperatorTransferInput,
} from '@yaocai/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { pagedList } from '../../../lib/save-resource';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

export const financeKey = ['finance'] as const;

/** GET /api/operator/finance/transfers */
export const transfersQueryOptions = pagedList([...financeKey, 'transfers'], operatorFinanceTransfers);

export const paymentsQueryOptions = pagedList([...financeKey, 'payments'], operatorFinancePayments);

export const paymentNoticesQueryOptions = pagedList(
  [...financeKey, 'notices'],
  operatorFinancePaymentNotices,
);

export const providerRefundsQueryOptions = pagedList(
  [...financeKey, 'provider-refunds'],
  operatorFinanceProviderRefunds,
);

export const grantsQueryOptions = pagedList([...financeKey, 'grants'], operatorFinanceGrants);

export const useCompanies = (keyword: string) =>
  useQuery({
    queryKey: [...financeKey, 'companies', keyword],
    queryFn: ({ signal }) => call(operatorFinanceCompanies, { keyword }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useBuyers = (keyword: string) =>
  useQuery({
    queryKey: [...financeKey, 'members', keyword],
    queryFn: ({ signal }) => call(operatorFinanceMembers, { keyword }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useCustomerGroups = () =>
  useQuery({
    queryKey: [...financeKey, 'groups'],
    queryFn: ({ signal }) => call(operatorFinanceCustomerGroups, {}, { signal }),
  });

export const useUnpaidOrders = (companyId: number | undefined) =>
  useQuery({
    queryKey: [...financeKey, 'unpaid', companyId],
    queryFn: ({ signal }) => call(operatorFinanceUnpaidOrders, { company_id: companyId }, { signal }),
    enabled: companyId !== undefined,
  });

export const useStatement = (companyId: number | undefined, month: string) =>
  useQuery({
    queryKey: [...financeKey, 'statement', companyId, month],
    queryFn: ({ signal }) => call(operatorFinanceStatement, { company_id: companyId, month }, { signal }),
    enabled: companyId !== undefined,
  });

export const statementFileUrl = (companyId: number, month: string, format: 'xlsx' | 'pdf') =>
  `/api/operator/finance/statement/export?company_id=${companyId}&month=${month}&format=${format}`;

/** POST /api/upload (purpose receipt): the bank slip, seen only by its uploader and staff. */
export function uploadSlip(file: File) {
  const form = new FormData();
  form.append('purpose', 'receipt');
  form.append('file', file, file.name);
  return call(upload, form);
}

function useFinanceMutation<V, R>(fn: (v: V) => Promise<R>) {
  return useRefreshingMutation(fn, financeKey);
}

export const useRecordTransfer = () =>
  useFinanceMutation((input: OperatorTransferInput) => call(operatorFinanceTransferCreate, input));

export const useApproveTransfer = () =>
  useFinanceMutation((id: number) => call(operatorFinanceTransferApprove, { id }));

export const useRejectTransfer = () =>
  useFinanceMutation(({ id, reason }: { id: number; reason: string }) =>
    call(operatorFinanceTransferReject, { id, reason }),
  );

export const useGrant = () =>
  useFinanceMutation((input: GrantInput) => call(operatorFinanceGrantCreate, input));

export const useChangeCreditLimit = () =>
  useFinanceMutation((input: CreditLimitInput) => call(operatorFinanceCreditLimits, input));

export const useRetryProviderRefund = () =>
  useFinanceMutation((id: number) => call(operatorFinanceProviderRefundRetry, { id }));
