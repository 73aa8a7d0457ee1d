import { orderApprovals, orderApprove, orderReject } from '@yaocai/contract';
import type { ApprovalDecisionAnswer, ApprovalRejectInput } from '@yaocai/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { storesQueryKey } from '../../account/api/store-list';

export const approvalsQueryKey = ['orders', 'approvals'] as const;

/** GET /api/order/approvals: the headquarters' stores' orders waiting for it. */
export const approvalListQueryOptions = () =>
  queryOptions({
    queryKey: approvalsQueryKey,
    queryFn: ({ signal }) => call(orderApprovals, undefined, { signal }),
    staleTime: 0,
  });

export const useApprovalList = (enabled = true) => useQuery({ ...approvalListQueryOptions(), enabled });

function useDecision<T>(send: (input: T) => Promise<ApprovalDecisionAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: approvalsQueryKey });
      void queryClient.invalidateQueries({ queryKey: storesQueryKey });
    },
  });
}

/** POST /api/order/{id}/approve: the store may pay it now. */
export const useApproveOrder = () => useDecision((id: number) => call(orderApprove, { id }));

/** POST /api/order/{id}/reject: cancelled, stock back, the store told the reason. */
export const useRejectOrder = () =>
  useDecision(({ id, reason }: ApprovalRejectInput & { id: number }) => call(orderReject, { id, reason }));
