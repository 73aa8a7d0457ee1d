import {
  addToCartAnswer,
  boughtLinesAnswer,
  buyAgainBody,
  fastBuyAnswer,
  fastBuyQuery,
  purchaseHistoryQuery,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireViewer } from '../../plugins/session';
import { buyAgain, fastBuy, purchaseHistory } from './quick-purchase.service';
import { answers } from '../../lib/answers';

export async function quickPurchaseRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];

  r.get(
    '/api/user/fast_buy',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '快捷采购：买过的商品（order: last 最近购买 / count 购买次数 / number 购买数量）',
        response: answers(fastBuyAnswer),
        querystring: fastBuyQuery,
      },
    },
    (request) => fastBuy(db, requireViewer(request), request.query.page, request.query.order),
  );
  r.get(
    '/api/user/buy',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '采购记录',
        response: answers(boughtLinesAnswer),
        querystring: purchaseHistoryQuery,
      },
    },
    (request) => purchaseHistory(db, requireViewer(request), request.query.page),
  );
  r.post(
    '/api/user/buy',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '从采购记录加入购物车',
        response: answers(addToCartAnswer),
        body: buyAgainBody,
      },
    },
    (request) =>
      buyAgain(
        db,
        requireViewer(request),
        request.body.params.map((p) => ({ goodsId: p.goods_id, number: p.number })),
      ),
  );
}
