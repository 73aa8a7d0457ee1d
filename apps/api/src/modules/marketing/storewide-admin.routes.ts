import {
  operatorIdParams,
  savedAnswer,
  storewideDiscountInput,
  storewideDiscountsAnswer,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { audited } from '../operator/audit.service';
import * as service from './storewide-admin.service';

/** The console's 全场折扣 (/welfare): list, create and edit, each write audited. */
export async function storewideAdminRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { 'x-access': 'operator', 'x-permission': 'promotion.read', tags: ['operator'] } as const;
  const write = { 'x-access': 'operator', 'x-permission': 'promotion.update', tags: ['operator'] } as const;

  r.get(
    '/api/operator/storewide_discounts',
    { schema: { ...read, summary: '全场折扣活动', response: answers(storewideDiscountsAnswer) } },
    () => service.storewideViews(db),
  );
  for (const withId of [false, true]) {
    r.post(
      withId ? '/api/operator/storewide_discounts/:id' : '/api/operator/storewide_discounts',
      {
        schema: {
          ...write,
          summary: withId ? '修改全场折扣活动' : '新增全场折扣活动',
          ...(withId ? { params: operatorIdParams } : {}),
          body: storewideDiscountInput,
          response: answers(savedAnswer),
        },
      },
      (request) => {
        const id = withId ? (request.params as { id: number }).id : null;
        return audited(
          db,
          requireViewer(request),
          {
            action: 'promotion.update',
            entity: 'storewide_discount',
            entityId: (a: { id: number }) => a.id,
            summary: `${id === null ? '新增' : '修改'}全场折扣：${request.body.name}`,
            ...(id === null ? {} : { snapshot: (tx: Database) => service.storewideSnapshot(tx, id) }),
          },
          (tx) => service.saveStorewide(tx, id, request.body),
        );
      },
    );
  }
}
