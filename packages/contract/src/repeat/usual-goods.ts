import { z } from 'zod';
import { goodsCard } from '../catalog/goods';
import { yuan } from '../envelope';
import { pageField } from '../form-fields';
import { pageOf } from '../operator/fields';

/** 补货提醒: bought at least three times; due when the median interval has passed since the last purchase. */
export const replenishHint = z.object({
  median_days: z.number().int(),
  usual_number: z.number().int(),
  due_on: z.string(),
  due: z.boolean(),
});

/** 常购清单 (/cgqd): a goods bought in the last 12 months with today's card (price and stock). */
export const usualGoods = z.object({
  goods_id: z.number().int(),
  name: z.string(),
  spec: z.string(),
  manufacturer: z.string(),
  times: z.number().int(),
  last_number: z.number().int(),
  last_price: yuan,
  last_date: z.string(),
  replenish: replenishHint.nullable(),
  /** Null when the goods is no longer shown to the buyer. */
  goods: goodsCard.nullable(),
});
export type UsualGoods = z.infer<typeof usualGoods>;

/** GET /api/user/usual-goods */
export const usualGoodsQuery = z.object({
  page: pageField,
  /** 1: only goods due for replenishment. */
  due: z.coerce.number().int().min(0, '筛选条件不正确').max(1, '筛选条件不正确').default(0),
});
export const usualGoodsAnswer = pageOf(usualGoods);
export type UsualGoodsAnswer = z.infer<typeof usualGoodsAnswer>;

/** GET /api/user/replenish: 该补货了 on the home page, most overdue first. */
export const replenishAnswer = z.object({ list: z.array(usualGoods) });
export type ReplenishAnswer = z.infer<typeof replenishAnswer>;
