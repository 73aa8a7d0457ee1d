import {
  subscribeAnswer,
  subscribeBody,
  subscribeParams,
  subscriptionDeleteAnswer,
  subscriptionIdParams,
  subscriptionListAnswer,
  subscriptionListQuery,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import * as service from './subscription.service';

/** 到货通知 and 降价通知: a member subscribes on the goods page and manages them at /dhtz. */
export async function subscriptionRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['purchasing'];

  r.post(
    '/api/goods/:id/subscribe',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '订阅到货通知（缺货商品）或降价通知（可填期望价格，元）；重复订阅即重新开启同一条',
        params: subscribeParams,
        body: subscribeBody,
        response: answers(subscribeAnswer),
      },
    },
    (request) => service.subscribe(db, requireViewer(request), request.params.id, request.body),
  );
  r.get(
    '/api/user/subscriptions',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '我的到货/降价通知（新的在前，可按类型、状态、商品筛选）',
        querystring: subscriptionListQuery,
        response: answers(subscriptionListAnswer),
      },
    },
    (request) => service.memberSubscriptions(db, requireViewer(request), request.query),
  );
  r.delete(
    '/api/user/subscriptions/:id',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '取消一条到货/降价通知（只能取消自己的）',
        params: subscriptionIdParams,
        response: answers(subscriptionDeleteAnswer),
      },
    },
    (request) => service.cancelSubscription(db, requireViewer(request), request.params.id),
  );
}
