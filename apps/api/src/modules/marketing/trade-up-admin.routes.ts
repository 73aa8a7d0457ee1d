import { tradeUpInput, tradeUpsAdminAnswer } from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { auditedIdActions, auditedSaveRoutes, saveVerb } from '../../shared/audited-save-routes';
import * as service from './trade-up-admin.service';

/** The console's 换购 activities (促销管理 → 换购): list, create, edit, delete, each write audited. */
export async function tradeUpAdminRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { 'x-access': 'operator', 'x-permission': 'promotion.read', tags: ['operator'] } as const;

  r.get(
    '/api/operator/trade_ups',
    {
      schema: {
        ...read,
        summary: '换购活动（门槛、换购商品与换购价）',
        response: answers(tradeUpsAdminAnswer),
      },
    },
    () => service.tradeUpViews(db),
  );

  auditedSaveRoutes(app, db, {
    path: '/api/operator/trade_ups',
    permission: 'promotion.update',
    summaries: ['新增换购活动', '修改换购活动（换购商品按商品匹配）'],
    body: tradeUpInput,
    entity: 'trade_up',
    describe: (body, id) => `${saveVerb(id)}换购活动：${body.name}`,
    snapshot: service.tradeUpSnapshot,
    save: service.saveTradeUp,
  });

  auditedIdActions(app, db, {
    path: '/api/operator/trade_ups/:id',
    permission: 'promotion.update',
    entity: 'trade_up',
    noun: '换购活动',
    snapshot: service.tradeUpSnapshot,
    actions: [{ verb: 'delete', name: '删除', note: '（未产生订单时）', run: service.deleteTradeUp }],
  });
}
