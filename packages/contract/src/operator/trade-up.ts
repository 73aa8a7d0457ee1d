import { z } from 'zod';
import { endpoint } from '../endpoint';
import { yuan } from '../envelope';
import { asList } from '../form-list';
import { operatorIdParams, savedAnswer, yuanRangeField } from './fields';
import { promotionTimeField } from './promotions';

/** The console's 换购 (trade-up) activities, beside 满减 in 促销管理. */

export const TRADE_UP_STATES = {
  upcoming: '未开始',
  running: '进行中',
  ended: '已结束',
  off: '已停用',
} as const;

export const tradeUpGoodsView = z.object({
  /** The offer's id: a cart line of type 6 names it as `ck_id`. */
  id: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  spec: z.string(),
  base_price: yuan,
  /** The special unit price. */
  price: yuan,
  limit_per_order: z.number().int(),
});

export const tradeUpAdminView = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The amount the buyer's other selected goods must reach. */
  threshold: yuan,
  starts_at: z.string(),
  ends_at: z.string(),
  is_on: z.union([z.literal(0), z.literal(1)]),
  state: z.enum(['upcoming', 'running', 'ended', 'off']),
  state_name: z.string(),
  /** Units bought at the special price so far, over every order. */
  sold: z.number().int(),
  goods: z.array(tradeUpGoodsView),
});
export type TradeUpAdminView = z.infer<typeof tradeUpAdminView>;
export const tradeUpsAdminAnswer = z.array(tradeUpAdminView);

const positiveId = (what: string) =>
  z.coerce
    .number({ error: `${what}不正确` })
    .int(`${what}不正确`)
    .positive(`${what}不正确`)
    .max(2_147_483_647, `${what}不正确`);

/** POST /api/operator/trade_ups (new) and /api/operator/trade_ups/{id} (edit, goods replaced). */
export const tradeUpInput = z.object(
  {
    name: z
      .string({ error: '请填写活动名称' })
      .trim()
      .min(1, '请填写活动名称')
      .max(64, '活动名称不能超过64个字符'),
    threshold: yuanRangeField('换购门槛', 1, 100_000_000_00, '换购门槛应为0.01元到1亿元之间的金额'),
    starts_at: promotionTimeField('开始时间'),
    ends_at: promotionTimeField('结束时间'),
    is_on: z.coerce
      .number({ error: '状态不正确' })
      .int('状态不正确')
      .refine((v) => v === 0 || v === 1, '状态不正确')
      .default(1),
    goods: z.preprocess(
      asList,
      z
        .array(
          z.object(
            {
              goods_id: positiveId('商品'),
              price: yuanRangeField('换购价', 1, 100_000_000_00, '换购价应为0.01元到1亿元之间的金额'),
              limit_per_order: z.coerce
                .number({ error: '每单限换数量必须是数字' })
                .int('每单限换数量必须是整数')
                .min(1, '每单限换数量至少为1')
                .max(999, '每单限换数量不能超过999'),
            },
            { error: '换购商品格式不正确' },
          ),
          { error: '换购商品格式不正确' },
        )
        .min(1, '请至少选择1种换购商品')
        .max(20, '换购商品最多20种'),
    ),
  },
  { error: '请求参数不正确' },
);
export type TradeUpInput = z.input<typeof tradeUpInput>;

export const operatorTradeUps = endpoint({
  method: 'GET',
  path: '/api/operator/trade_ups',
  answer: tradeUpsAdminAnswer,
});
export const operatorTradeUpsCreate = endpoint({
  method: 'POST',
  path: '/api/operator/trade_ups',
  body: tradeUpInput,
  answer: savedAnswer,
});
export const operatorTradeUpsUpdate = endpoint({
  method: 'POST',
  path: '/api/operator/trade_ups/:id',
  params: operatorIdParams,
  body: tradeUpInput,
  answer: savedAnswer,
});
export const operatorTradeUpsDelete = endpoint({
  method: 'POST',
  path: '/api/operator/trade_ups/:id/delete',
  params: operatorIdParams,
  answer: savedAnswer,
});
