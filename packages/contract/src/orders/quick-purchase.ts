import { z } from 'zod';
import { goodsCard } from '../catalog/goods';
import { yuan } from '../envelope';
import { form, idField, pageField, quantityField } from '../form-fields';
import { asList } from '../form-list';
import { pageOf } from '../operator/fields';

/** 快速采购 (/kjcg): goods bought before, and every line bought, each with today's goods card. */

/** GET /api/user/fast_buy: goods bought before, most bought first. */
export const boughtGoods = z.object({
  goods_id: z.number().int(),
  name: z.string(),
  spec: z.string(),
  manufacturer: z.string(),
  last_price: yuan,
  last_date: z.string().nullable(),
  buy_count: z.number().int(),
  total_number: z.number().int(),
  /** Null when the goods is no longer shown to the buyer. */
  goods: goodsCard.nullable(),
});
export type BoughtGoods = z.infer<typeof boughtGoods>;

export const fastBuyAnswer = pageOf(boughtGoods);
export type FastBuyAnswer = z.infer<typeof fastBuyAnswer>;

/** GET /api/user/buy: order lines bought, newest first. */
export const boughtLine = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_no: z.string(),
  order_status: z.string(),
  order_status_name: z.string(),
  created_at: z.string(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  spec: z.string(),
  manufacturer: z.string(),
  unit: z.string(),
  batch_no: z.string(),
  expires_on: z.string(),
  quantity: z.number().int(),
  price: yuan,
  amount: yuan,
  goods: goodsCard.nullable(),
});
export type BoughtLine = z.infer<typeof boughtLine>;

export const boughtLinesAnswer = pageOf(boughtLine);
export type BoughtLinesAnswer = z.infer<typeof boughtLinesAnswer>;

// Requests.

/** GET /api/user/fast_buy: order last 最近购买 / count 购买次数 / number 购买数量. */
export const fastBuyQuery = z.object({
  page: pageField,
  order: z.enum(['last', 'count', 'number'], { error: '排序方式不正确' }).default('last'),
});

/** GET /api/user/buy */
export const purchaseHistoryQuery = z.object({ page: pageField });

/** POST /api/user/buy: goods from the purchase history into the cart. */
export const buyAgainBody = form({
  params: z.preprocess(
    asList,
    z
      .array(form({ goods_id: idField('商品编号'), number: quantityField }), {
        error: '请选择商品',
      })
      .min(1, '请选择商品')
      .max(200, '一次最多加入200种商品'),
  ),
});
export type BuyAgainInput = z.input<typeof buyAgainBody>;
