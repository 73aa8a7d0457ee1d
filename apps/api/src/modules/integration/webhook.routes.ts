import {
  operatorIdParams,
  savedAnswer,
  webhookCreatedAnswer,
  webhookDeliveriesAnswer,
  webhookDeliveriesQuery,
  webhookDeliveryParams,
  webhookEndpointBody,
  webhookEndpointsAnswer,
  webhookRetryAnswer,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { audited } from '../../shared/audit';
import { hostPolicyOf } from './webhook-address';
import * as service from './webhook.service';

const base = { 'x-access': 'operator', 'x-permission': 'integration.manage', tags: ['operator'] } as const;

/** 系统对接: ERP webhook endpoints and their deliveries (jobs/webhook-delivery.ts posts them). */
export async function webhookRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const policy = hostPolicyOf(config);
  const endpoint = (id: number) => ({
    action: 'integration.manage' as const,
    entity: 'webhook_endpoint',
    entityId: id,
    snapshot: (tx: typeof db) => service.endpointSnapshot(tx, id),
  });

  r.get(
    '/api/operator/webhooks',
    { schema: { ...base, summary: 'Webhook 接收地址列表', response: answers(webhookEndpointsAnswer) } },
    () => service.endpointList(db),
  );
  r.post(
    '/api/operator/webhooks',
    {
      schema: {
        ...base,
        summary: '新增 Webhook 接收地址（返回签名密钥，仅此一次）',
        body: webhookEndpointBody,
        response: answers(webhookCreatedAnswer),
      },
    },
    async (request) => {
      const staff = requireViewer(request);
      await service.checkUrl(request.body.url, policy);
      // Made here so the audit entry (the write's result) never holds it.
      const secret = service.newSecret();
      const created = await audited(
        db,
        staff,
        {
          action: 'integration.manage',
          entity: 'webhook_endpoint',
          entityId: (a: { id: number }) => a.id,
          summary: `新增 Webhook 接收地址：${request.body.url}`,
        },
        (tx) => service.createEndpoint(tx, staff, request.body, secret),
      );
      return { ...created, secret };
    },
  );
  r.delete(
    '/api/operator/webhooks/:id',
    {
      schema: {
        ...base,
        summary: '删除 Webhook 接收地址（未完成的投递停止）',
        response: answers(savedAnswer),
        params: operatorIdParams,
      },
    },
    (request) => {
      const { id } = request.params;
      return audited(
        db,
        requireViewer(request),
        { ...endpoint(id), summary: `删除 Webhook 接收地址 #${id}` },
        (tx) => service.deleteEndpoint(tx, id),
      );
    },
  );
  r.get(
    '/api/operator/webhooks/:id/deliveries',
    {
      schema: {
        ...base,
        summary: 'Webhook 投递记录（每次尝试的时间、状态码、耗时、错误）',
        params: operatorIdParams,
        querystring: webhookDeliveriesQuery,
        response: answers(webhookDeliveriesAnswer),
      },
    },
    (request) => service.deliveryList(db, request.params.id, request.query),
  );
  r.post(
    '/api/operator/webhooks/:id/deliveries/:delivery_id/retry',
    {
      schema: {
        ...base,
        summary: '立即重试一次投递',
        params: webhookDeliveryParams,
        response: answers(webhookRetryAnswer),
      },
    },
    (request) => {
      const { id, delivery_id: deliveryId } = request.params;
      return audited(
        db,
        requireViewer(request),
        {
          action: 'integration.manage',
          entity: 'webhook_delivery',
          entityId: deliveryId,
          summary: `重试 Webhook 投递 #${deliveryId}`,
        },
        (tx) => service.retryDelivery(tx, id, deliveryId),
      );
    },
  );
}
