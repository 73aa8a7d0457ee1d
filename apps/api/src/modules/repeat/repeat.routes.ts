import {
  listBody,
  listDetailAnswer,
  listIdParams,
  listItemBody,
  listItemParams,
  listSavedAnswer,
  listsAnswer,
  orderIdParams,
  reorderAnswer,
  replenishAnswer,
  usualGoodsAnswer,
  usualGoodsQuery,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { requireSignedAgreement } from '../../shared/purchase-agreement-guard';
import * as lists from './lists.service';
import { reorder } from './reorder.service';
import { replenishDue, usualGoods } from './usual-goods.service';

/** 再次购买 with a per-line report, 常购清单 with 补货提醒, and the member's named lists. */
export async function repeatRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['repeat'];
  const member = { 'x-access': 'member' as const, tags };

  r.post(
    '/api/order/:id/reorder',
    {
      schema: {
        ...member,
        summary: '再次购买：按今日价格与规则加入购物车，逐行说明已加入、有变化或未加入（附替代品）',
        params: orderIdParams,
        response: answers(reorderAnswer),
      },
      onRequest: requireSignedAgreement(db),
    },
    (request) => reorder(db, requireViewer(request), request.params.id),
  );
  r.get(
    '/api/user/usual-goods',
    {
      schema: {
        ...member,
        summary: '常购清单：近12个月买过的商品（次数、上次数量与价格、今日价格与库存、补货提醒）',
        querystring: usualGoodsQuery,
        response: answers(usualGoodsAnswer),
      },
    },
    (request) => usualGoods(db, requireViewer(request), request.query.page, request.query.due === 1),
  );
  r.get(
    '/api/user/replenish',
    { schema: { ...member, summary: '该补货了（首页）', response: answers(replenishAnswer) } },
    (request) => replenishDue(db, requireViewer(request)),
  );
  r.get(
    '/api/user/lists',
    { schema: { ...member, summary: '我的清单', response: answers(listsAnswer) } },
    (request) => lists.myLists(db, requireViewer(request)),
  );
  r.post(
    '/api/user/lists',
    { schema: { ...member, summary: '新建清单', body: listBody, response: answers(listSavedAnswer) } },
    (request) => lists.createList(db, requireViewer(request), request.body.name),
  );
  r.get(
    '/api/user/lists/:id',
    { schema: { ...member, summary: '清单详情', params: listIdParams, response: answers(listDetailAnswer) } },
    (request) => lists.listDetail(db, requireViewer(request), request.params.id),
  );
  r.post(
    '/api/user/lists/:id',
    {
      schema: {
        ...member,
        summary: '重命名清单',
        params: listIdParams,
        body: listBody,
        response: answers(listSavedAnswer),
      },
    },
    (request) => lists.renameList(db, requireViewer(request), request.params.id, request.body.name),
  );
  r.post(
    '/api/user/lists/:id/delete',
    { schema: { ...member, summary: '删除清单', params: listIdParams, response: answers(listSavedAnswer) } },
    (request) => lists.deleteList(db, requireViewer(request), request.params.id),
  );
  r.post(
    '/api/user/lists/:id/items',
    {
      schema: {
        ...member,
        summary: '加入清单（已有则改数量）',
        params: listIdParams,
        body: listItemBody,
        response: answers(listSavedAnswer),
      },
    },
    (request) =>
      lists.putItem(
        db,
        requireViewer(request),
        request.params.id,
        request.body.goods_id,
        request.body.number,
      ),
  );
  r.post(
    '/api/user/lists/:id/items/:item/delete',
    {
      schema: { ...member, summary: '移出清单', params: listItemParams, response: answers(listSavedAnswer) },
    },
    (request) => lists.removeItem(db, requireViewer(request), request.params.id, request.params.item),
  );
}
