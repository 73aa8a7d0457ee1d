import {
  addToCartAnswer,
  cartChangeAnswer,
  cartCopyAnswer,
  cartListQuery,
  cartStoreAnswer,
  cartTotalAnswer,
  editCartLineAnswer,
  nextHintAnswer,
  addToCartBody,
  addToCartLine,
  cartCopyBody,
  cartLineIdParams,
  deleteCartLinesBody,
  editCartLineBody,
  nextHintQuery,
  quickAddParams,
  selectCartLinesBody,
} from '@yaocai/contract';
import { QUOTE_LINE_TYPE } from '@yaocai/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { answers, uncheckedAnswers } from '../../lib/answers';
import { invalid } from '../../lib/http-errors';
import { requireViewer } from '../../plugins/session';
import { requireSignedAgreement } from '../../shared/purchase-agreement-guard';
import { copyToStores } from './cart-copy.service';
import { cartList, cartTotal, nextHint } from './cart-list.service';
import {
  addToCart,
  deleteCartLines,
  editCartLine,
  quickAdd,
  selectCartLines,
  type AddLine,
} from './cart.service';

function toAddLines(params: z.infer<typeof addToCartLine>[]): AddLine[] {
  return params.map((p) => {
    if (p.type !== 3 && p.goods_id === 0) throw invalid('goods_id', '请选择商品');
    // 按报价购买: the line is the quote's own (type 4, ref = the quote), priced at the quoted price.
    if (p.quote_id > 0)
      return {
        goodsId: p.goods_id,
        number: p.number,
        type: QUOTE_LINE_TYPE,
        ckId: p.quote_id,
        price: p.price,
      };
    return { goodsId: p.goods_id, number: p.number, type: p.type, ckId: p.ck_id, price: p.price };
  });
}

export async function cartRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cart'];
  // Buying needs the signed purchase agreement (459 → /dzht).
  const signed = requireSignedAgreement(db);

  r.post(
    '/api/cart',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '加入购物车（可多行）',
        body: addToCartBody,
        response: answers(addToCartAnswer),
      },
      onRequest: signed,
    },
    (request) => addToCart(db, requireViewer(request), toAddLines(request.body.params)),
  );

  r.get(
    '/api/cart/list',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '购物车列表（filter: 99999全部 1已选 2秒杀特价 3组合购 4满减 5包邮 6失效）',
        querystring: cartListQuery,
        response: uncheckedAnswers(cartStoreAnswer),
      },
    },
    (request) => cartList(db, requireViewer(request), request.query.filter),
  );

  // The header badge asks on every page: a visitor simply has an empty cart.
  r.get(
    '/api/cart/total',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '购物车商品行数（访客为0）',
        response: answers(cartTotalAnswer),
      },
    },
    async (request) => (request.viewer ? cartTotal(db, request.viewer) : { total: 0 }),
  );

  r.post(
    '/api/cart/:id/edit',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '修改数量',
        params: cartLineIdParams,
        body: editCartLineBody,
        response: answers(editCartLineAnswer),
      },
    },
    (request) => editCartLine(db, requireViewer(request), request.params.id, request.body.params.number),
  );

  r.post(
    '/api/cart/batch_select',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '批量勾选',
        body: selectCartLinesBody,
        response: answers(cartChangeAnswer),
      },
    },
    (request) =>
      selectCartLines(db, requireViewer(request), request.body.ids, request.body.is_selected as 0 | 1),
  );

  r.post(
    '/api/cart/batch_delete',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '批量删除',
        body: deleteCartLinesBody,
        response: answers(cartChangeAnswer),
      },
    },
    (request) => deleteCartLines(db, requireViewer(request), request.body.ids),
  );

  r.post(
    '/api/cart/quick_add/:id',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '快速加购一个中包装',
        params: quickAddParams,
        response: answers(addToCartAnswer),
      },
      onRequest: signed,
    },
    (request) => quickAdd(db, requireViewer(request), request.params.id),
  );

  r.post(
    '/api/cart/next_hint',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '阶梯价与满减提示',
        response: answers(nextHintAnswer),
        querystring: nextHintQuery,
      },
    },
    (request) => nextHint(db, requireViewer(request), request.query.goods_id, request.query.number),
  );

  r.post(
    '/api/cart/copy',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '连锁总部复制到门店购物车',
        response: answers(cartCopyAnswer),
        body: cartCopyBody,
      },
    },
    (request) => copyToStores(db, requireViewer(request), request.body.ids, request.body.other_user_ids),
  );
}
