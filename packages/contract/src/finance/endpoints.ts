import { endpoint } from '../endpoint';
import { operatorIdParams } from '../operator/fields';
import {
  paymentNoticesAnswer,
  paymentNoticesQuery,
  providerRefundRetryAnswer,
  providerRefundsAnswer,
  providerRefundsQuery,
} from '../operator/payment-providers';
import {
  creditLimitAnswer,
  creditLimitBody,
  customerGroupsAnswer,
  financeMembersAnswer,
  financeMembersQuery,
  financePaymentsAnswer,
  financePaymentsQuery,
  grantBody,
  grantSavedAnswer,
  grantsAnswer,
  grantsQuery,
} from './desk';
import { memberStatementQuery, operatorStatementQuery, statementAnswer } from './statement';
import {
  financeCompaniesAnswer,
  financeCompaniesQuery,
  memberTransferBody,
  memberTransfersQuery,
  operatorTransferBody,
  transferRejectBody,
  transfersAnswer,
  transferStepAnswer,
  transfersQuery,
  unpaidOrdersAnswer,
  unpaidOrdersQuery,
} from './transfers';

/** 财务 (console) and the member's 线下汇款 and 对账单. */
export const operatorFinanceCompanies = endpoint({
  method: 'GET',
  path: '/api/operator/finance/companies',
  query: financeCompaniesQuery,
  answer: financeCompaniesAnswer,
});
export const operatorFinanceMembers = endpoint({
  method: 'GET',
  path: '/api/operator/finance/members',
  query: financeMembersQuery,
  answer: financeMembersAnswer,
});
export const operatorFinanceCustomerGroups = endpoint({
  method: 'GET',
  path: '/api/operator/finance/customer_groups',
  answer: customerGroupsAnswer,
});
export const operatorFinanceUnpaidOrders = endpoint({
  method: 'GET',
  path: '/api/operator/finance/unpaid_orders',
  query: unpaidOrdersQuery,
  answer: unpaidOrdersAnswer,
});
export const operatorFinancePayments = endpoint({
  method: 'GET',
  path: '/api/operator/finance/payments',
  query: financePaymentsQuery,
  answer: financePaymentsAnswer,
});
export const operatorFinanceGrants = endpoint({
  method: 'GET',
  path: '/api/operator/finance/grants',
  query: grantsQuery,
  answer: grantsAnswer,
});
export const operatorFinanceGrantCreate = endpoint({
  method: 'POST',
  path: '/api/operator/finance/grants',
  body: grantBody,
  answer: grantSavedAnswer,
});
export const operatorFinanceCreditLimits = endpoint({
  method: 'POST',
  path: '/api/operator/finance/credit_limits',
  body: creditLimitBody,
  answer: creditLimitAnswer,
});
export const operatorFinanceStatement = endpoint({
  method: 'GET',
  path: '/api/operator/finance/statement',
  query: operatorStatementQuery,
  answer: statementAnswer,
});
export const operatorFinanceTransfers = endpoint({
  method: 'GET',
  path: '/api/operator/finance/transfers',
  query: transfersQuery,
  answer: transfersAnswer,
});
export const operatorFinanceTransferCreate = endpoint({
  method: 'POST',
  path: '/api/operator/finance/transfers',
  body: operatorTransferBody,
  answer: transferStepAnswer,
});
export const operatorFinanceTransferApprove = endpoint({
  method: 'POST',
  path: '/api/operator/finance/transfers/:id/approve',
  params: operatorIdParams,
  answer: transferStepAnswer,
});
export const operatorFinanceTransferReject = endpoint({
  method: 'POST',
  path: '/api/operator/finance/transfers/:id/reject',
  params: operatorIdParams,
  body: transferRejectBody,
  answer: transferStepAnswer,
});
export const userFinanceStatement = endpoint({
  method: 'GET',
  path: '/api/user/finance/statement',
  query: memberStatementQuery,
  answer: statementAnswer,
});
export const userFinanceTransfers = endpoint({
  method: 'GET',
  path: '/api/user/finance/transfers',
  query: memberTransfersQuery,
  answer: transfersAnswer,
});
export const userFinanceTransferCreate = endpoint({
  method: 'POST',
  path: '/api/user/finance/transfers',
  body: memberTransferBody,
  answer: transferStepAnswer,
});
export const operatorFinancePaymentNotices = endpoint({
  method: 'GET',
  path: '/api/operator/finance/payment-notices',
  query: paymentNoticesQuery,
  answer: paymentNoticesAnswer,
});
export const operatorFinanceProviderRefunds = endpoint({
  method: 'GET',
  path: '/api/operator/finance/provider-refunds',
  query: providerRefundsQuery,
  answer: providerRefundsAnswer,
});
export const operatorFinanceProviderRefundRetry = endpoint({
  method: 'POST',
  path: '/api/operator/finance/provider-refunds/:id/retry',
  params: operatorIdParams,
  answer: providerRefundRetryAnswer,
});
