import {
  operatorIdParams,
  operatorPointsGoodsAnswer,
  operatorPointsGoodsQuery,
  operatorPointsOrdersAnswer,
  operatorPointsOrdersQuery,
  pointsExchangeAnswer,
  pointsExchangeBody,
  pointsGoodsAnswer,
  pointsGoodsInput,
  pointsGoodsQuery,
  pointsLogAnswer,
  pointsLogQuery,
  pointsOrdersAnswer,
  pointsOrdersQuery,
  pointsShipAnswer,
  pointsShipBody,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers, nonJsonAnswer } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { audited } from '../../shared/audit';
import { auditedSaveRoutes, saveVerb } from '../../shared/audited-save-routes';
import * as admin from './points-admin.service';
import * as mall from './points-mall.service';

const PICTURE_FILE = /^(\d{1,9})\.svg$/;

/** 积分: the points mall, exchanges, the member's ledger and points orders, and their console. */
export async function pointsMallRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['marketing'];
  const member = { 'x-access': 'member', tags } as const;

  r.get(
    '/api/points/goods',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '积分商城：可兑换的礼品与优惠券',
        querystring: pointsGoodsQuery,
        response: answers(pointsGoodsAnswer),
      },
    },
    (request) => mall.mallGoods(db, request.viewer, request.query),
  );
  // The seeded items' pictures, drawn from the row (a console-set image URL is used as given).
  app.get<{ Params: { file: string } }>(
    '/img/points/:file',
    { schema: { hide: true, ...nonJsonAnswer('file') } },
    async (request, reply) => {
      const match = PICTURE_FILE.exec(request.params.file);
      const svg = match ? await mall.pointsGoodsPicture(db, Number(match[1])) : null;
      if (!svg) return reply.status(404).header('cache-control', 'no-cache').send('');
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(svg);
    },
  );
  r.post(
    '/api/points/exchange',
    {
      schema: {
        ...member,
        summary: '积分兑换（实物礼品须选收货地址）',
        body: pointsExchangeBody,
        response: answers(pointsExchangeAnswer),
      },
    },
    (request) => mall.exchange(db, requireViewer(request), request.body),
  );
  r.get(
    '/api/points/log',
    {
      schema: {
        ...member,
        summary:
          '积分明细（type: earn 下单获得, reverse 退款扣回, exchange 积分兑换, draw 抽奖获得, grant 平台赠送）',
        querystring: pointsLogQuery,
        response: answers(pointsLogAnswer),
      },
    },
    (request) => mall.pointsLog(db, requireViewer(request), request.query),
  );
  r.get(
    '/api/points/orders',
    {
      schema: {
        ...member,
        summary: '积分订单',
        querystring: pointsOrdersQuery,
        response: answers(pointsOrdersAnswer),
      },
    },
    (request) => mall.pointsOrderList(db, requireViewer(request), request.query),
  );

  const staffTags = ['operator'];
  const readGoods = { 'x-access': 'operator', 'x-permission': 'promotion.read', tags: staffTags } as const;
  r.get(
    '/api/operator/points/goods',
    {
      schema: {
        ...readGoods,
        summary: '积分商城商品',
        querystring: operatorPointsGoodsQuery,
        response: answers(operatorPointsGoodsAnswer),
      },
    },
    (request) => admin.consolePointsGoods(db, request.query),
  );
  auditedSaveRoutes(app, db, {
    path: '/api/operator/points/goods',
    permission: 'promotion.update',
    summaries: ['新增积分商城商品', '修改积分商城商品'],
    body: pointsGoodsInput,
    entity: 'points_goods',
    describe: (body, id) => `${saveVerb(id)}积分商城商品：${body.name}`,
    snapshot: admin.pointsGoodsSnapshot,
    save: admin.savePointsGoods,
  });

  r.get(
    '/api/operator/points/orders',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'order.read',
        tags: staffTags,
        summary: '积分订单',
        querystring: operatorPointsOrdersQuery,
        response: answers(operatorPointsOrdersAnswer),
      },
    },
    (request) => admin.consolePointsOrders(db, request.query),
  );
  r.post(
    '/api/operator/points/orders/:id/ship',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'order.ship',
        tags: staffTags,
        summary: '积分订单发货',
        params: operatorIdParams,
        body: pointsShipBody,
        response: answers(pointsShipAnswer),
      },
    },
    (request) => {
      const { id } = request.params;
      const logistics = { company: request.body.logistics_company, no: request.body.logistics_no };
      return audited(
        db,
        requireViewer(request),
        {
          action: 'order.ship',
          entity: 'points_order',
          entityId: id,
          summary: `积分订单发货：${logistics.company} ${logistics.no}`,
          snapshot: (tx: typeof db) => admin.pointsOrderSnapshot(tx, id),
        },
        (tx) => admin.shipPointsOrder(tx, id, logistics),
      );
    },
  );
}
