import { parseYuan, SUBSCRIPTION_STATUSES, SUBSCRIPTION_TYPES } from '@yaocai/domain';
import { z } from 'zod';
import { yuan } from '../envelope';
import { operatorIdParams, pageOf, pageQueryField } from '../operator/fields';

/** 到货通知 and 降价通知: a member asks to be told when a goods is back in stock or cheaper. */

/** A price the buyer names in yuan ("12.5"), parsed exactly to fen; empty means "any drop". */
const targetPriceField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .union([z.string(), z.number()], { error: '期望价格格式不正确' })
    .transform((value, ctx) => {
      const fen = parseYuan(String(value).trim());
      if (fen === null) {
        ctx.addIssue({ code: 'custom', message: '期望价格格式不正确，最多两位小数' });
        return z.NEVER;
      }
      if (fen <= 0) {
        ctx.addIssue({ code: 'custom', message: '期望价格必须大于0' });
        return z.NEVER;
      }
      if (fen > 100_000_000) {
        ctx.addIssue({ code: 'custom', message: '期望价格超出范围' });
        return z.NEVER;
      }
      return fen;
    })
    .optional(),
);

/** POST /api/goods/{id}/subscribe */
export const subscribeParams = operatorIdParams;
export const subscribeBody = z.object(
  {
    type: z.enum(SUBSCRIPTION_TYPES, { error: '通知类型不正确' }),
    /** 降价通知 only: notify when the price falls below this (yuan); none = any drop. */
    price: targetPriceField,
  },
  { error: '请求参数不正确' },
);
export type SubscribeInput = z.input<typeof subscribeBody>;

export const goodsSubscription = z.object({
  id: z.number().int(),
  type: z.enum(SUBSCRIPTION_TYPES),
  /** 到货通知 or 降价通知. */
  type_name: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** 等待通知 or 已通知. */
  status_name: z.string(),
  /** The price the member named (降价通知), else null. */
  target_price: yuan.nullable(),
  /** The member's price when subscribing (降价通知), else null. */
  base_price: yuan.nullable(),
  goods: z.object({
    id: z.number().int(),
    name: z.string(),
    spec: z.string(),
    manufacturer: z.string(),
    unit: z.string(),
    image: z.string(),
    /** One unit's price as shown to the member now; null when hidden or not on sale. */
    price: yuan.nullable(),
    stock: z.number().int(),
    /** 0 once the goods is off sale or no longer open to the member. */
    on_sale: z.union([z.literal(0), z.literal(1)]),
  }),
  created_at: z.string(),
  notified_at: z.string().nullable(),
});
export type GoodsSubscription = z.infer<typeof goodsSubscription>;

export const subscribeAnswer = goodsSubscription;
export type SubscribeAnswer = z.infer<typeof subscribeAnswer>;

const emptyIsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** GET /api/user/subscriptions */
export const subscriptionListQuery = z.object({
  page: pageQueryField,
  type: z.preprocess(emptyIsUndefined, z.enum(SUBSCRIPTION_TYPES, { error: '通知类型不正确' }).optional()),
  status: z.preprocess(
    emptyIsUndefined,
    z.enum(SUBSCRIPTION_STATUSES, { error: '通知状态不正确' }).optional(),
  ),
  /** Only this goods' subscriptions (the detail page asks which it has). */
  goods_id: z.preprocess(
    emptyIsUndefined,
    z.coerce
      .number({ error: '商品编号不正确' })
      .int('商品编号不正确')
      .positive('商品编号不正确')
      .max(2_147_483_647, '商品编号不正确')
      .optional(),
  ),
});
export type SubscriptionListQuery = z.input<typeof subscriptionListQuery>;

export const subscriptionListAnswer = pageOf(goodsSubscription).extend({
  /** The member's subscriptions per status (whatever the filter), for the tabs. */
  counts: z.record(z.enum(SUBSCRIPTION_STATUSES), z.number().int()),
});
export type SubscriptionListAnswer = z.infer<typeof subscriptionListAnswer>;

/** DELETE /api/user/subscriptions/{id}: one of the member's own (anyone else's is 404). */
export const subscriptionIdParams = operatorIdParams;
export const subscriptionDeleteAnswer = z.object({ id: z.number().int() });
export type SubscriptionDeleteAnswer = z.infer<typeof subscriptionDeleteAnswer>;
