import type {
  CreditLimitInput,
  CustomerGroups,
  FinanceCompanies,
  FinanceMembers,
  FinancePaymentsAnswer,
  FinancePaymentsQuery,
  GrantInput,
  GrantsAnswer,
  OperatorTransferInput,
  StatementAnswer,
  TransferStepAnswer,
  TransfersAnswer,
  TransfersQuery,
  UnpaidOrders,
  UploadAnswer,
} from '@yaocai/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const financeKey = ['finance'] as const;

/** GET /api/operator/finance/transfers */
export const transfersQueryOptions = (q: TransfersQuery) =>
  queryOptions({
    queryKey: [...financeKey, 'transfers', q] as const,
    queryFn: ({ signal }) => http.get<TransfersAnswer>('/api/operator/finance/transfers', q, { signal }),
    placeholderData: keepPreviousData,
  });

export const paymentsQueryOptions = (q: FinancePaymentsQuery) =>
  queryOptions({
    queryKey: [...financeKey, 'payments', q] as const,
    queryFn: ({ signal }) => http.get<FinancePaymentsAnswer>('/api/operator/finance/payments', q, { signal }),
    placeholderData: keepPreviousData,
  });

export const grantsQueryOptions = (q: { kind?: string; page: number }) =>
  queryOptions({
    queryKey: [...financeKey, 'grants', q] as const,
    queryFn: ({ signal }) => http.get<GrantsAnswer>('/api/operator/finance/grants', q, { signal }),
    placeholderData: keepPreviousData,
  });

export const useCompanies = (keyword: string) =>
  useQuery({
    queryKey: [...financeKey, 'companies', keyword],
    queryFn: ({ signal }) =>
      http.get<FinanceCompanies>('/api/operator/finance/companies', { keyword }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useBuyers = (keyword: string) =>
  useQuery({
    queryKey: [...financeKey, 'members', keyword],
    queryFn: ({ signal }) =>
      http.get<FinanceMembers>('/api/operator/finance/members', { keyword }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useCustomerGroups = () =>
  useQuery({
    queryKey: [...financeKey, 'groups'],
    queryFn: ({ signal }) =>
      http.get<CustomerGroups>('/api/operator/finance/customer_groups', undefined, { signal }),
  });

export const useUnpaidOrders = (companyId: number | undefined) =>
  useQuery({
    queryKey: [...financeKey, 'unpaid', companyId],
    queryFn: ({ signal }) =>
      http.get<UnpaidOrders>('/api/operator/finance/unpaid_orders', { company_id: companyId }, { signal }),
    enabled: companyId !== undefined,
  });

export const useStatement = (companyId: number | undefined, month: string) =>
  useQuery({
    queryKey: [...financeKey, 'statement', companyId, month],
    queryFn: ({ signal }) =>
      http.get<StatementAnswer>(
        '/api/operator/finance/statement',
        { company_id: companyId, month },
        { signal },
      ),
    enabled: companyId !== undefined,
  });

export const statementFileUrl = (companyId: number, month: string, format: 'xlsx' | 'pdf') =>
  `/api/operator/finance/statement/export?company_id=${companyId}&month=${month}&format=${format}`;

/** POST /api/upload (purpose receipt): the bank slip, seen only by its uploader and staff. */
export function uploadSlip(file: File): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('purpose', 'receipt');
  form.append('file', file, file.name);
  return http.post<UploadAnswer>('/api/upload', form);
}

function useFinanceMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKey }),
  });
}

export const useRecordTransfer = () =>
  useFinanceMutation((input: OperatorTransferInput) =>
    http.post<TransferStepAnswer>('/api/operator/finance/transfers', input),
  );

export const useApproveTransfer = () =>
  useFinanceMutation((id: number) =>
    http.post<TransferStepAnswer>(`/api/operator/finance/transfers/${id}/approve`, {}),
  );

export const useRejectTransfer = () =>
  useFinanceMutation(({ id, reason }: { id: number; reason: string }) =>
    http.post<TransferStepAnswer>(`/api/operator/finance/transfers/${id}/reject`, { reason }),
  );

export const useGrant = () =>
  useFinanceMutation((input: GrantInput) =>
    http.post<{ id: number; member_count: number }>('/api/operator/finance/grants', input),
  );

export const useChangeCreditLimit = () =>
  useFinanceMutation((input: CreditLimitInput) => http.post('/api/operator/finance/credit_limits', input));
