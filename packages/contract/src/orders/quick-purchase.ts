import { z } from 'zod';
import { goodsCard } from '../catalog/goods';
import { yuan } from '../envelope';
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
