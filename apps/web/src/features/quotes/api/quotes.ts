import {
  cartAdd,
  quotesCreate,
  quotesList,
  userProposalAccept,
  userProposalDecline,
  userProposals,
  type QuoteStatus,
} from '@yaocai/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export type { ProposalItem, QuoteItem, QuoteStatus } from '@yaocai/contract';

export const quotesKey = ['quotes'] as const;

/** POST /api/quotes: 询价. */
export const askQuote = (input: {
  goods_id: number;
  quantity: number;
  expected_price: string;
  remark: string;
}) => call(quotesCreate, input);

/** GET /api/quotes (page, status): 我的询价. */
export const useMyQuotes = (page: number, status: QuoteStatus | '') =>
  useQuery({
    queryKey: [...quotesKey, 'mine', page, status] as const,
    queryFn: ({ signal }) => call(quotesList, { page, status: status || undefined }, { signal }),
    placeholderData: keepPreviousData,
  });

/** 按报价购买: POST /api/cart with the quote's id; the line is priced at the quoted price. */
export const buyAtQuote = (goodsId: number, quantity: number, quoteId: number) =>
  call(cartAdd, { params: [{ goods_id: goodsId, number: quantity, quote_id: quoteId }] });

/** GET /api/user/proposals: 代购订单 the account manager prepared. */
export const useMyProposals = () =>
  useQuery({
    queryKey: [...quotesKey, 'proposals'] as const,
    queryFn: ({ signal }) => call(userProposals, {}, { signal }),
  });

export const acceptProposal = (id: number, lines: { goods_id: number; number: number }[]) =>
  call(userProposalAccept, { id, lines });
export const declineProposal = (id: number, reason: string) => call(userProposalDecline, { id, reason });
