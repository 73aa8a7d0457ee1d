import { z } from 'zod';
import { yuan } from '../envelope';
import { asList } from '../form-list';
import { pageQueryField, yuanInputField } from '../operator/fields';
import { promotionTimeField } from '../operator/promotions';

/** 领券中心 (/lqzx): coupons members claim, and the console's coupon templates. */

const id = (what: string) =>
  z.coerce
    .number({ error: `${what}不正确` })
    .int(`${what}不正确`)
    .positive(`${what}不正确`)
    .max(2_147_483_647, `${what}不正确`);

const zeroOrOne = z.union([z.literal(0), z.literal(1)]);

/** GET /api/coupon/center */
export const couponCentreQuery = z.object({ page: pageQueryField });

export const COUPON_VALIDITY_KINDS = { fixed: '固定日期', days: '领取后生效' } as const;

export const couponCentreItem = z.object({
  id: z.number().int(),
  name: z.string(),
  amount: yuan,
  threshold: yuan,
  /** "满500可用" or "无门槛". */
  threshold_text: z.string(),
  /** all: every coupon-eligible goods (全场通用); goods: only the listed goods (指定商品). */
  scope: z.enum(['all', 'goods']),
  scope_name: z.string(),
  /** The first few goods of a 指定商品 coupon, and how many there are. */
  goods: z.array(z.object({ id: z.number().int(), name: z.string(), spec: z.string() })),
  goods_count: z.number().int(),
  validity: z.enum(['fixed', 'days']),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  valid_days: z.number().int(),
  /** "2026.12.01-2026.12.31" or "领取后30天内有效". */
  validity_text: z.string(),
  claim_ends_at: z.string(),
  total: z.number().int(),
  claimed: z.number().int(),
  remaining: z.number().int(),
  /** For the progress bar: 100 only when none is left. */
  claimed_percent: z.number().int(),
  limit_per_member: z.number().int(),
  /** How many the viewer holds from it (0 for visitors). */
  claimed_by_me: z.number().int(),
  /** 1 when one is left and the viewer is below the limit (a visitor is asked to log in). */
  can_claim: zeroOrOne,
});
export type CouponCentreItem = z.infer<typeof couponCentreItem>;

export const couponCentreAnswer = z.object({
  list: z.array(couponCentreItem),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  logged_in: zeroOrOne,
});
export type CouponCentreAnswer = z.infer<typeof couponCentreAnswer>;

/** POST /api/coupon/claim */
export const couponClaimBody = z.object({ id: id('优惠券') }, { error: '请求参数不正确' });
export type CouponClaimInput = z.input<typeof couponClaimBody>;

export const couponClaimAnswer = z.object({
  coupon_id: z.number().int(),
  template_id: z.number().int(),
  name: z.string(),
  amount: yuan,
  valid_from: z.string(),
  valid_to: z.string(),
  remaining: z.number().int(),
  claimed_by_me: z.number().int(),
  can_claim: zeroOrOne,
});
export type CouponClaimAnswer = z.infer<typeof couponClaimAnswer>;

/** GET /api/operator/coupon-templates */
export const couponTemplateView = z.object({
  id: z.number().int(),
  name: z.string(),
  amount: yuan,
  threshold: yuan,
  goods: z.array(z.object({ id: z.number().int(), name: z.string(), spec: z.string() })),
  claim_starts_at: z.string(),
  claim_ends_at: z.string(),
  validity: z.enum(['fixed', 'days']),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  valid_days: z.number().int(),
  total: z.number().int(),
  claimed: z.number().int(),
  /** Claimed coupons already used on orders. */
  used: z.number().int(),
  limit_per_member: z.number().int(),
  is_on: zeroOrOne,
  sort: z.number().int(),
  state: z.enum(['upcoming', 'running', 'ended']),
  state_name: z.string(),
});
export type CouponTemplateView = z.infer<typeof couponTemplateView>;
export const couponTemplatesAnswer = z.array(couponTemplateView);

const count = (what: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${what}必须是数字` })
    .int(`${what}必须是整数`)
    .min(min, `${what}不能小于${min}`)
    .max(max, `${what}不能超过${max}`);

const optionalTime = (what: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), promotionTimeField(what).optional());

/**
 * POST /api/operator/coupon-templates (new) and /api/operator/coupon-templates/{id} (edit, or is_on 0
 * to take it off the centre). Fixed validity needs valid_from and valid_to; days needs valid_days.
 */
export const couponTemplateInput = z.object(
  {
    name: z
      .string({ error: '请填写优惠券名称' })
      .trim()
      .min(1, '请填写优惠券名称')
      .max(64, '优惠券名称不能超过64个字符'),
    amount: yuanInputField('优惠券面额'),
    threshold: z.preprocess((v) => (v === '' || v === undefined ? '0' : v), yuanInputField('使用门槛')),
    goods_ids: z.preprocess(
      asList,
      z.array(id('商品'), { error: '指定商品格式不正确' }).max(500, '指定商品最多500个'),
    ),
    claim_starts_at: promotionTimeField('领取开始时间'),
    claim_ends_at: promotionTimeField('领取结束时间'),
    validity: z.enum(['fixed', 'days'], { error: '请选择有效期类型' }),
    valid_from: optionalTime('使用开始时间'),
    valid_to: optionalTime('使用结束时间'),
    valid_days: count('有效天数', 0, 365).default(0),
    total: count('发放总量', 1, 1_000_000),
    limit_per_member: count('每人限领', 1, 100).default(1),
    is_on: z.coerce
      .number({ error: '请选择是否上架' })
      .refine((v) => v === 0 || v === 1, '请选择是否上架')
      .default(1),
    sort: count('排序', 0, 9999).default(0),
  },
  { error: '请求参数不正确' },
);
export type CouponTemplateInput = z.input<typeof couponTemplateInput>;
