import {
  creditLimitAnswer,
  creditLimitBody,
  customerGroupsAnswer,
  financeCompaniesAnswer,
  financeCompaniesQuery,
  financeMembersAnswer,
  financeMembersQuery,
  financePaymentsAnswer,
  financePaymentsQuery,
  grantBody,
  grantSavedAnswer,
  grantsAnswer,
  grantsQuery,
  GRANT_KIND_NAMES,
  unpaidOrdersAnswer,
  unpaidOrdersQuery,
} from '@yaocai/contract';
import { formatYuan } from '@yaocai/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { audited } from '../../shared/audit';
import * as service from './desk.service';

/** The finance desk: red packets and cash vouchers, credit limits, payments, and the pickers its forms use. */
export async function financeDeskRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['finance'];
  const read = { 'x-access': 'operator', 'x-permission': 'finance.read', tags } as const;

  r.get(
    '/api/operator/finance/companies',
    {
      schema: {
        ...read,
        summary: '付款单位（按单位名或账号）',
        querystring: financeCompaniesQuery,
        response: answers(financeCompaniesAnswer),
      },
    },
    (request) => service.companyOptions(db, request.query.keyword),
  );
  r.get(
    '/api/operator/finance/members',
    {
      schema: {
        ...read,
        summary: '采购商账号（按账号或单位名）',
        querystring: financeMembersQuery,
        response: answers(financeMembersAnswer),
      },
    },
    (request) => service.buyerOptions(db, request.query.keyword),
  );
  r.get(
    '/api/operator/finance/customer_groups',
    { schema: { ...read, summary: '客户分组及会员数', response: answers(customerGroupsAnswer) } },
    () => service.groupOptions(db),
  );
  r.get(
    '/api/operator/finance/unpaid_orders',
    {
      schema: {
        ...read,
        summary: '单位的待支付订单（汇款可支付）',
        querystring: unpaidOrdersQuery,
        response: answers(unpaidOrdersAnswer),
      },
    },
    (request) => service.unpaidOrders(db, request.query.company_id),
  );
  r.get(
    '/api/operator/finance/payments',
    {
      schema: {
        ...read,
        summary: '收款记录（支付方式、状态）',
        querystring: financePaymentsQuery,
        response: answers(financePaymentsAnswer),
      },
    },
    (request) => service.paymentList(db, request.query),
  );
  r.get(
    '/api/operator/finance/grants',
    {
      schema: {
        ...read,
        summary: '红包与现金券发放记录',
        querystring: grantsQuery,
        response: answers(grantsAnswer),
      },
    },
    (request) => service.grantList(db, request.query),
  );
  r.post(
    '/api/operator/finance/grants',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'finance.grant',
        tags,
        summary: '发放账户红包或现金券（会员或客户分组；金额、有效期、原因）',
        body: grantBody,
        response: answers(grantSavedAnswer),
      },
    },
    (request) => {
      const staff = requireViewer(request);
      const b = request.body;
      return audited<Awaited<ReturnType<typeof service.grant>>>(
        db,
        staff,
        {
          action: 'finance.grant',
          entity: 'finance_grant',
          entityId: (saved) => saved.id,
          summary: (saved) =>
            `发放${GRANT_KIND_NAMES[b.kind]} ${formatYuan(b.amount)}元 × ${saved.member_count}人：${b.reason}`,
        },
        (tx) => service.grant(tx, staff, b),
      );
    },
  );
  r.post(
    '/api/operator/finance/credit_limits',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'finance.grant',
        tags,
        summary: '调整账期额度（原因）',
        body: creditLimitBody,
        response: answers(creditLimitAnswer),
      },
    },
    (request) => {
      const b = request.body;
      return audited(
        db,
        requireViewer(request),
        {
          action: 'finance.grant',
          entity: 'credit_account',
          entityId: b.member_id,
          summary: `账期额度调整为 ${formatYuan(b.credit_limit)}元：${b.reason}`,
          snapshot: (tx) => service.creditSnapshot(tx, b.member_id),
        },
        (tx) => service.changeCreditLimit(tx, b),
      );
    },
  );
}
