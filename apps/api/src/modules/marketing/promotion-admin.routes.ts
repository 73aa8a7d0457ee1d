import {
  activityPriceInput,
  activityPricesAnswer,
  activityPricesQuery,
  fullReductionInput,
  fullReductionsAnswer,
  promotionPreviewAnswer,
  promotionPreviewBody,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { auditedIdActions, auditedSaveRoutes, saveVerb } from '../../shared/audited-save-routes';
import * as service from './promotion-admin.service';
import { previewPromotions } from './promotion-preview.service';

/** The console's promotions: 满减 activities, 秒杀 and 每日特价 prices, and a sample cart priced as a buyer. */
export async function promotionAdminRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { 'x-access': 'operator', 'x-permission': 'promotion.read', tags: ['operator'] } as const;

  r.get(
    '/api/operator/full_reductions',
    { schema: { ...read, summary: '满减活动', response: answers(fullReductionsAnswer) } },
    () => service.fullReductionViews(db),
  );
  auditedSaveRoutes(app, db, {
    path: '/api/operator/full_reductions',
    permission: 'promotion.update',
    summaries: ['新增满减活动', '修改满减活动（活动商品整体替换）'],
    body: fullReductionInput,
    entity: 'full_reduction',
    describe: (body, id) => `${saveVerb(id)}满减活动：${body.name}`,
    snapshot: service.fullReductionSnapshot,
    save: service.saveFullReduction,
  });

  r.get(
    '/api/operator/activity_prices',
    {
      schema: {
        ...read,
        summary: '秒杀与每日特价',
        querystring: activityPricesQuery,
        response: answers(activityPricesAnswer),
      },
    },
    (request) => service.activityPriceViews(db, request.query.kind),
  );
  auditedSaveRoutes(app, db, {
    path: '/api/operator/activity_prices',
    permission: 'promotion.update',
    summaries: ['新增秒杀或每日特价', '修改秒杀或每日特价'],
    body: activityPriceInput,
    entity: 'activity_price',
    describe: (body, id) =>
      `${saveVerb(id)}${body.kind === 'spike' ? '秒杀' : '每日特价'}：商品${body.goods_id}`,
    snapshot: service.activityPriceSnapshot,
    save: service.saveActivityPrice,
  });

  const stoppable = [
    {
      path: '/api/operator/full_reductions/:id',
      entity: 'full_reduction',
      noun: '满减活动',
      end: service.endFullReduction,
      remove: service.deleteFullReduction,
      snapshot: service.fullReductionSnapshot,
    },
    {
      path: '/api/operator/activity_prices/:id',
      entity: 'activity_price',
      noun: '秒杀或每日特价',
      end: service.endActivityPrice,
      remove: service.deleteActivityPrice,
      snapshot: service.activityPriceSnapshot,
    },
  ];
  for (const p of stoppable)
    auditedIdActions(app, db, {
      path: p.path,
      permission: 'promotion.update',
      entity: p.entity,
      noun: p.noun,
      snapshot: p.snapshot,
      actions: [
        { verb: 'end', name: '结束', note: '（结束时间改为现在）', run: p.end },
        { verb: 'delete', name: '删除', note: '（未产生订单时）', run: p.remove },
      ],
    });

  r.post(
    '/api/operator/promotions/preview',
    {
      schema: {
        ...read,
        summary: '促销预览：以某会员身份、在某时刻为样例购物车计价',
        body: promotionPreviewBody,
        response: answers(promotionPreviewAnswer),
      },
    },
    (request) => previewPromotions(db, request.body),
  );
}
