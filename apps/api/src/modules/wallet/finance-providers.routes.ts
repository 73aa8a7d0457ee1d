import {
  operatorIdParams,
  paymentNoticesAnswer,
  paymentNoticesQuery,
  providerRefundRetryAnswer,
  providerRefundsAnswer,
  providerRefundsQuery,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { audited } from '../../shared/audit';
import { listPaymentNotices } from './payment-notices.service';
import { listProviderRefunds, retryProviderRefund } from './provider-refunds.service';

/**
 * Finance's view of the online providers: notices received and refunds sent back through them (财务:
 * finance.read to look, finance.approve to send a failed refund again).
 */
export async function financeProviderRoutes(app: FastifyInstance, { db, payments }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];

  r.get(
    '/api/operator/finance/payment-notices',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'finance.read',
        tags,
        summary: '支付渠道通知记录（渠道、处理结果）',
        querystring: paymentNoticesQuery,
        response: answers(paymentNoticesAnswer),
      },
    },
    (request) => listPaymentNotices(db, request.query),
  );

  r.get(
    '/api/operator/finance/provider-refunds',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'finance.read',
        tags,
        summary: '原路退款记录（待发送、处理中、失败、已退回）',
        querystring: providerRefundsQuery,
        response: answers(providerRefundsAnswer),
      },
    },
    (request) => listProviderRefunds(db, request.query),
  );

  r.post(
    '/api/operator/finance/provider-refunds/:id/retry',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'finance.approve',
        tags,
        summary: '重试失败的原路退款（同一退款单号，渠道只退一次）',
        params: operatorIdParams,
        response: answers(providerRefundRetryAnswer),
      },
    },
    async (request) => {
      const id = request.params.id;
      const viewer = requireViewer(request);
      // The provider is asked outside any transaction; the attempt and its outcome are then audited.
      const refund = await retryProviderRefund(db, payments, id);
      const summary = `重试原路退款 ${refund.refund_no}：${refund.status_name}`;
      return audited(
        db,
        viewer,
        { action: 'finance.approve', entity: 'payment_refund', entityId: id, summary },
        async () => refund,
      );
    },
  );
}
