import {
  kuaidi100PushAck,
  kuaidi100PushBody,
  operatorIdParams,
  orderStepAnswer,
  sandboxPushAnswer,
  sandboxPushBody,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers, nonJsonAnswer } from '../../lib/answers';
import { notFound } from '../../lib/http-errors';
import { requireViewer } from '../../plugins/session';
import { DEV_LOGISTICS_SALT } from '../../providers/logistics/index';
import { audited } from '../../shared/audit';
import { parcelDevPage } from './parcel-dev-page';
import { receivePush, sandboxPush } from './parcel-notify.service';
import { recentParcels, findParcel } from './parcels.repository';
import { followDueParcels, retrySubscription } from './parcels.service';

/**
 * Parcel tracking: 快递100's push (and the sandbox carrier's, in the same format), the development
 * push page, and staff's retry of a failed subscription.
 */
export async function logisticsRoutes(app: FastifyInstance, { db, config, logistics }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The sandbox's salt is public: in production only a salt of one's own makes its pushes trusted.
  const accepting =
    logistics.name === 'kuaidi100' ||
    !config.production ||
    config.logistics.sandboxSalt !== DEV_LOGISTICS_SALT;
  const sandboxOpen = config.devPages && logistics.name === 'sandbox';

  r.post(
    '/api/logistics/notify/kuaidi100',
    {
      schema: {
        'x-access': 'public',
        tags: ['logistics'],
        summary: '快递100 订阅推送回调（param + sign，sign = MD5(param + salt) 大写）',
        body: kuaidi100PushBody,
        // 快递100 reads its own answer format, not the envelope (a string is sent as it is).
        response: { 200: kuaidi100PushAck },
      },
    },
    async (request, reply) => {
      const ack = await receivePush(db, logistics, request.body, accepting);
      if (!ack.result) request.log.warn({ message: ack.message }, 'logistics push refused');
      // Sent as a string: the envelope only wraps objects, and the schema above documents the shape.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(ack) as unknown as typeof ack);
    },
  );

  r.get(
    '/api/dev/logistics',
    {
      schema: {
        'x-access': 'public',
        hide: true,
        tags: ['development'],
        summary: '开发环境沙箱物流推送页（生产环境不可用）',
        ...nonJsonAnswer('page'),
      },
    },
    async (_request, reply) => {
      if (!sandboxOpen) throw notFound('页面');
      return reply
        .type('text/html; charset=utf-8')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
        )
        .send(parcelDevPage(await recentParcels(db, 30)));
    },
  );

  r.post(
    '/api/dev/logistics/push',
    {
      schema: {
        'x-access': 'public',
        hide: true,
        tags: ['development'],
        summary: '开发环境：沙箱物流推送一条轨迹（按快递100格式签名）',
        body: sandboxPushBody,
        response: answers(sandboxPushAnswer),
      },
    },
    async (request, reply) => {
      if (!sandboxOpen) throw notFound('页面');
      const { parcel_id, ...step } = request.body;
      const result = await sandboxPush(db, logistics, parcel_id, step);
      if ((request.headers.accept ?? '').includes('application/json')) return result;
      return reply.redirect('/api/dev/logistics', 303);
    },
  );

  r.post(
    '/api/operator/parcels/:id/subscribe',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'order.ship',
        tags: ['operator'],
        summary: '重新订阅包裹的物流推送（订阅失败后）',
        params: operatorIdParams,
        response: answers(orderStepAnswer),
      },
    },
    async (request) => {
      const { id } = request.params;
      const parcel = await findParcel(db, id);
      if (!parcel) throw notFound('包裹');
      await audited(
        db,
        requireViewer(request),
        {
          action: 'order.ship',
          entity: 'order',
          entityId: parcel.orderId,
          summary: `重新订阅物流推送：${parcel.carrier} ${parcel.number}`,
        },
        (tx) => retrySubscription(tx, id),
      );
      await followDueParcels(db, logistics).catch((err) =>
        request.log.warn({ err }, 'parcel subscription failed'),
      );
      const after = await findParcel(db, id);
      return { id, status: after?.subscription ?? 'pending' };
    },
  );
}
