import { asList } from '../form-list';
import { z } from 'zod';
import { yuanInputField } from './fields';
import { yuan } from '../envelope';

/** The console's promotions: 满减 activities, 秒杀 and 每日特价 prices, and a priced sample cart. */

/** "2026-12-01 10:00" or an ISO time; a time without a zone is China time. */
const moment = (what: string) =>
  z.string({ error: `请选择${what}` }).transform((value, ctx) => {
    const text = value.trim();
    const local = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(text);
    const at = new Date(local ? `${text.replace(' ', 'T')}+08:00` : text);
    if (!text || Number.isNaN(at.getTime())) {
      ctx.addIssue({ code: 'custom', message: `${what}格式不正确` });
      return z.NEVER;
    }
    return at;
  });
/** The same time field for the other promotion contracts (领券中心, 满额返现). */
export { moment as promotionTimeField };

const id = (what: string) =>
  z.coerce
    .number({ error: `${what}不正确` })
    .int(`${what}不正确`)
    .positive(`${what}不正确`)
    .max(2_147_483_647, `${what}不正确`);

const list = <T extends z.ZodType>(item: T, what: string, max: number) =>
  z.preprocess(asList, z.array(item, { error: `${what}格式不正确` }).max(max, `${what}最多${max}个`));

export const PROMOTION_STATES = { upcoming: '未开始', running: '进行中', ended: '已结束' } as const;
export type PromotionState = keyof typeof PROMOTION_STATES;

export const fullReductionView = z.object({
  id: z.number().int(),
  name: z.string(),
  tiers: z.array(z.object({ amount: yuan, reduction: yuan })),
  starts_at: z.string(),
  ends_at: z.string(),
  state: z.enum(['upcoming', 'running', 'ended']),
  state_name: z.string(),
  goods_ids: z.array(z.number().int()),
  goods: z.array(z.object({ id: z.number().int(), name: z.string(), spec: z.string() })),
});
export type FullReductionView = z.infer<typeof fullReductionView>;
export const fullReductionsAnswer = z.array(fullReductionView);

/** POST /api/operator/full_reductions (new) and /api/operator/full_reductions/{id} (edit). */
export const fullReductionInput = z.object(
  {
    name: z
      .string({ error: '请填写活动名称' })
      .trim()
      .min(1, '请填写活动名称')
      .max(64, '活动名称不能超过64个字符'),
    tiers: list(
      z.object({ amount: yuanInputField('门槛金额'), reduction: yuanInputField('减免金额') }),
      '满减档位',
      5,
    ),
    starts_at: moment('开始时间'),
    ends_at: moment('结束时间'),
    goods_ids: list(id('商品'), '活动商品', 2000).refine((ids) => ids.length > 0, '请选择活动商品'),
  },
  { error: '请求参数不正确' },
);
export type FullReductionInput = z.input<typeof fullReductionInput>;

export const ACTIVITY_PRICE_KINDS = { spike: '秒杀', daily: '每日特价' } as const;

export const activityPriceView = z.object({
  id: z.number().int(),
  kind: z.enum(['spike', 'daily']),
  kind_name: z.string(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  spec: z.string(),
  base_price: yuan,
  price: yuan,
  limit_per_member: z.number().int(),
  sold: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  state: z.enum(['upcoming', 'running', 'ended']),
  state_name: z.string(),
});
export type ActivityPriceView = z.infer<typeof activityPriceView>;
export const activityPricesAnswer = z.array(activityPriceView);

export const activityPricesQuery = z.object({
  kind: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['spike', 'daily'], { error: '活动类型不正确' }).optional(),
  ),
});

/** POST /api/operator/activity_prices (new) and /api/operator/activity_prices/{id} (edit). */
export const activityPriceInput = z.object(
  {
    kind: z.enum(['spike', 'daily'], { error: '请选择活动类型' }),
    goods_id: id('商品'),
    price: yuanInputField('活动价'),
    limit_per_member: z.coerce
      .number({ error: '限购数量必须是数字' })
      .int('限购数量必须是整数')
      .min(0, '限购数量不能小于0')
      .max(100_000, '限购数量超出范围')
      .default(0),
    starts_at: moment('开始时间'),
    ends_at: moment('结束时间'),
  },
  { error: '请求参数不正确' },
);
export type ActivityPriceInput = z.input<typeof activityPriceInput>;

/**
 * POST /api/operator/promotions/preview: what a member would pay for a sample cart at a moment
 * (default now), through the same pricing the cart and checkout use.
 */
export const promotionPreviewBody = z.object(
  {
    username: z.string({ error: '请填写会员账号' }).trim().min(1, '请填写会员账号').max(32, '会员账号不正确'),
    at: moment('预览时间').optional(),
    lines: list(
      z.object({
        goods_id: id('商品'),
        number: z.coerce
          .number({ error: '数量必须是数字' })
          .int('数量必须是整数')
          .min(1, '数量必须大于0')
          .max(100_000, '数量超出范围'),
        /** 1 for a 秒杀/每日特价 line, with ref_id the activity price id. */
        type: z.coerce
          .number({ error: '类型不正确' })
          .int()
          .refine((v) => v === 0 || v === 1, '类型不正确')
          .default(0),
        ref_id: z.coerce.number({ error: '活动不正确' }).int().min(0).max(2_147_483_647).default(0),
      }),
      '商品',
      200,
    ).refine((lines) => lines.length > 0, '请添加商品'),
  },
  { error: '请求参数不正确' },
);
export type PromotionPreviewInput = z.input<typeof promotionPreviewBody>;

export const promotionPreviewAnswer = z.object({
  lines: z.array(
    z.object({
      goods_id: z.number().int(),
      name: z.string(),
      number: z.number().int(),
      unit_price: yuan,
      amount: yuan,
      manjian_share: yuan,
      /** Why the member could not buy the line ('' when it can). */
      refusal: z.string(),
    }),
  ),
  activities: z.array(
    z.object({
      name: z.string(),
      eligible: yuan,
      reduction: yuan,
      /** "再买¥44.00可减¥30.00" for the next tier; '' at the top tier. */
      hint: z.string(),
    }),
  ),
  goods_amount: yuan,
  manjian_amount: yuan,
  shipping_amount: yuan,
  payable: yuan,
});
export type PromotionPreviewAnswer = z.infer<typeof promotionPreviewAnswer>;
