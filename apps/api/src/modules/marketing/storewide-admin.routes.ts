import { storewideDiscountInput, storewideDiscountsAnswer } from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { auditedSaveRoutes, saveVerb } from '../../shared/audited-save-routes';
import * as service from './storewide-admin.service';

/** The console's 全场折扣 (/welfare): list, create and edit, each write audited. */
export async function storewideAdminRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { 'x-access': 'operator', 'x-permission': 'promotion.read', tags: ['operator'] } as const;

  r.get(
    '/api/operator/storewide_discounts',
    { schema: { ...read, summary: '全场折扣活动', response: answers(storewideDiscountsAnswer) } },
    () => service.storewideViews(db),
  );
  auditedSaveRoutes(app, db, {
    path: '/api/operator/storewide_discounts',
    permission: 'promotion.update',
    summaries: ['新增全场折扣活动', '修改全场折扣活动'],
    body: storewideDiscountInput,
    entity: 'storewide_discount',
    describe: (body, id) => `${saveVerb(id)}全场折扣：${body.name}`,
    snapshot: service.storewideSnapshot,
    save: service.saveStorewide,
  });
}
