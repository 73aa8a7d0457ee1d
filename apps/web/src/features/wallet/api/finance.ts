import {
  userFinanceStatement,
  userFinanceTransferCreate,
  userFinanceTransfers,
  type MemberTransferInput,
} from '@yaocai/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { walletQueryKey } from './wallet';

/** GET /api/user/finance/transfers: the transfers this member announced and their review. */
export const useMyTransfers = (page: number) =>
  useQuery({
    queryKey: [...walletQueryKey, 'transfers', page],
    queryFn: ({ signal }) => call(userFinanceTransfers, { page }, { signal }),
    placeholderData: keepPreviousData,
  });

/** POST /api/user/finance/transfers: 线下汇款 announced by the buyer, waiting for finance. */
export function useAnnounceTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MemberTransferInput) => call(userFinanceTransferCreate, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletQueryKey }),
  });
}

/** GET /api/user/finance/statement?month=: the member's 对账单 of a month. */
export const useMyStatement = (month: string, enabled: boolean) =>
  useQuery({
    queryKey: [...walletQueryKey, 'statement', month],
    queryFn: ({ signal }) => call(userFinanceStatement, { month }, { signal }),
    enabled,
  });

export const myStatementFileUrl = (month: string, format: 'xlsx' | 'pdf') =>
  `/api/user/finance/statement/export?month=${month}&format=${format}`;
