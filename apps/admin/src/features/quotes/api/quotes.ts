import {
  operatorMyMemberDetail,
  operatorMyMembers,
  operatorProposals,
  operatorProposalsCreate,
  operatorQuoteRefuse,
  operatorQuoteReply,
  operatorQuotes,
  type QuoteStatus,
} from '@yaocai/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

export type { MyMember, OperatorQuoteItem, ProposalItem } from '@yaocai/contract';

export const quotesKey = ['operator', 'quotes'] as const;
export const customersKey = ['operator', 'my-members'] as const;

/** GET /api/operator/quotes */
export const useOperatorQuotes = (query: { page: number; status?: QuoteStatus; keyword?: string }) =>
  useQuery({
    queryKey: [...quotesKey, 'list', query],
    queryFn: ({ signal }) => call(operatorQuotes, query, { signal }),
    placeholderData: keepPreviousData,
  });

function useQuoteMutation<I>(run: (input: I) => Promise<unknown>) {
  return useRefreshingMutation(run, quotesKey);
}
/** POST /api/operator/quotes/{id}/reply */
export const useReplyQuote = () =>
  useQuoteMutation((input: { id: number; price: string; valid_until: string }) =>
    call(operatorQuoteReply, input),
  );
/** POST /api/operator/quotes/{id}/refuse */
export const useRefuseQuote = () =>
  useQuoteMutation((input: { id: number; reason: string }) => call(operatorQuoteRefuse, input));

/** GET /api/operator/my-members: the 业务员's members this month. */
export const useMyMembers = () =>
  useQuery({
    queryKey: [...customersKey, 'list'],
    queryFn: ({ signal }) => call(operatorMyMembers, {}, { signal }),
  });
/** GET /api/operator/my-members/{id} */
export const useMyMemberDetail = (id: number) =>
  useQuery({
    queryKey: [...customersKey, 'detail', id],
    queryFn: ({ signal }) => call(operatorMyMemberDetail, { id }, { signal }),
  });
/** GET /api/operator/proposals (member_id) */
export const useProposals = (memberId?: number) =>
  useQuery({
    queryKey: [...customersKey, 'proposals', memberId ?? 0],
    queryFn: ({ signal }) => call(operatorProposals, { member_id: memberId }, { signal }),
  });
/** POST /api/operator/proposals: 代客下单. */
export const useCreateProposal = () =>
  useRefreshingMutation(
    (input: {
      member_id: number;
      lines: { goods_id: number; number: number }[];
      remark: string;
      valid_until: string;
    }) => call(operatorProposalsCreate, input),
    customersKey,
  );
