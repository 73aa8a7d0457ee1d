import {
  orderIdParams,
  recallAcknowledgeAnswer,
  recallAcknowledgeBody,
  recallNoticesAnswer,
  recallReturnAnswer,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idField } from '@yaocai/contract';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { acknowledgeRecall, recallNotices, recallReturn } from './recall-notices.service';

/** A buyer's recall notices: the units received, the acknowledgement and the one-click return. */
export async function recallMemberRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['recall'];
  r.get(
    '/api/recall-notices',
    {
      schema: { 'x-access': 'member', tags, summary: '我的召回通知', response: answers(recallNoticesAnswer) },
    },
    async (request) => ({ list: await recallNotices(db, requireViewer(request)) }),
  );
  r.get(
    '/api/order/:id/recall',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '订单的召回通知（收到的召回批次商品）',
        params: orderIdParams,
        response: answers(recallNoticesAnswer),
      },
    },
    async (request) => ({ list: await recallNotices(db, requireViewer(request), request.params.id) }),
  );
  r.post(
    '/api/recall-notices/:id/acknowledge',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '确认召回通知（已停售，并填写已销毁数量）',
        params: z.object({ id: idField('通知编号') }),
        body: recallAcknowledgeBody,
        response: answers(recallAcknowledgeAnswer),
      },
    },
    (request) => acknowledgeRecall(db, requireViewer(request), request.params.id, request.body),
  );
  r.post(
    '/api/order/:id/recall-return',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '召回商品一键退货（生成退货申请，每次召回每个订单一次）',
        params: orderIdParams,
        response: answers(recallReturnAnswer),
      },
    },
    (request) => recallReturn(db, requireViewer(request), request.params.id),
  );
}
