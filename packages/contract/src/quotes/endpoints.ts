import { endpoint } from '../endpoint';
import {
  myMemberDetailAnswer,
  myMembersAnswer,
  operatorProposalsQuery,
  proposalAcceptAnswer,
  proposalAcceptBody,
  proposalBody,
  proposalDecisionAnswer,
  proposalDeclineBody,
  proposalIdParams,
  proposalItem,
  proposalListAnswer,
} from './proposals';
import {
  operatorQuotesAnswer,
  operatorQuotesQuery,
  quoteAskBody,
  quoteIdParams,
  quoteItem,
  quoteListAnswer,
  quoteListQuery,
  quoteRefuseBody,
  quoteReplyBody,
} from './quotes';

/** 询价 (storefront /wdxj and the goods page; console 询价管理). */
export const quotesCreate = endpoint({
  method: 'POST',
  path: '/api/quotes',
  body: quoteAskBody,
  answer: quoteItem,
});
export const quotesList = endpoint({
  method: 'GET',
  path: '/api/quotes',
  query: quoteListQuery,
  answer: quoteListAnswer,
});
export const operatorQuotes = endpoint({
  method: 'GET',
  path: '/api/operator/quotes',
  query: operatorQuotesQuery,
  answer: operatorQuotesAnswer,
});
export const operatorQuoteReply = endpoint({
  method: 'POST',
  path: '/api/operator/quotes/:id/reply',
  params: quoteIdParams,
  body: quoteReplyBody,
  answer: quoteItem,
});
export const operatorQuoteRefuse = endpoint({
  method: 'POST',
  path: '/api/operator/quotes/:id/refuse',
  params: quoteIdParams,
  body: quoteRefuseBody,
  answer: quoteItem,
});

/** 代客下单 (console 我的客户; storefront /dgdd). */
export const operatorMyMembers = endpoint({
  method: 'GET',
  path: '/api/operator/my-members',
  answer: myMembersAnswer,
});
export const operatorMyMemberDetail = endpoint({
  method: 'GET',
  path: '/api/operator/my-members/:id',
  params: proposalIdParams,
  answer: myMemberDetailAnswer,
});
export const operatorProposals = endpoint({
  method: 'GET',
  path: '/api/operator/proposals',
  query: operatorProposalsQuery,
  answer: proposalListAnswer,
});
export const operatorProposalsCreate = endpoint({
  method: 'POST',
  path: '/api/operator/proposals',
  body: proposalBody,
  answer: proposalItem,
});
export const userProposals = endpoint({
  method: 'GET',
  path: '/api/user/proposals',
  answer: proposalListAnswer,
});
export const userProposalAccept = endpoint({
  method: 'POST',
  path: '/api/user/proposals/:id/accept',
  params: proposalIdParams,
  body: proposalAcceptBody,
  answer: proposalAcceptAnswer,
});
export const userProposalDecline = endpoint({
  method: 'POST',
  path: '/api/user/proposals/:id/decline',
  params: proposalIdParams,
  body: proposalDeclineBody,
  answer: proposalDecisionAnswer,
});
