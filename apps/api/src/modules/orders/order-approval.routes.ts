import {
  approvalDecisionAnswer,
  approvalIdParams,
  approvalListAnswer,
  approvalRejectBody,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { approvalList, approveOrder, pendingStoreOrder, rejectOrder } from './order-approval.service';

const tags = ['orders'];

/** 连锁采购审批 (/ddsp): a chain headquarters decides its stores' orders above their approval amount. */
export async function orderApprovalRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/order/approvals',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '连锁总部待审批的门店订单（含商品明细）',
        response: answers(approvalListAnswer),
      },
    },
    (request) => approvalList(db, requireViewer(request)),
  );

  r.post(
    '/api/order/:id/approve',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '总部审批通过门店订单（门店随后可在30分钟内支付）',
        params: approvalIdParams,
        response: answers(approvalDecisionAnswer),
      },
    },
    (request) => approveOrder(db, requireViewer(request), request.params.id),
  );

  r.post(
    '/api/order/:id/reject',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '总部驳回门店订单（订单取消，库存、优惠券与红包退回；须填写原因）',
        params: approvalIdParams,
        body: approvalRejectBody,
        response: answers(approvalDecisionAnswer),
      },
      // Whose order it is before what was sent: another headquarters' order is 404 whatever the body.
      preValidation: async (request) => {
        const params = approvalIdParams.safeParse(request.params);
        if (params.success) await pendingStoreOrder(db, requireViewer(request), params.data.id);
      },
    },
    (request) => rejectOrder(db, requireViewer(request), request.params.id, request.body.reason),
  );
}
