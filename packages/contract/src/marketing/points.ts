import { z } from 'zod';
import { dayField } from '../account/fields';
import { yuan } from '../envelope';
import { keywordField, pageOf, pageQueryField, yuanInputField } from '../operator/fields';

/** 积分: the points mall (/jfsc), points orders (/jfdd), the points ledger (/jfgl) and their console. */

export const POINTS_KINDS = {
  earn: '下单获得',
  reverse: '退款扣回',
  exchange: '积分兑换',
  draw: '抽奖获得',
  grant: '平台赠送',
} as const;
export type PointsKindName = keyof typeof POINTS_KINDS;

export const POINTS_GOODS_KINDS = { goods: '实物礼品', coupon: '优惠券' } as const;
export type PointsGoodsKind = keyof typeof POINTS_GOODS_KINDS;

export const POINTS_ORDER_STATUSES = {
  to_ship: '待发货',
  shipped: '已发货',
  completed: '已完成',
  cancelled: '已取消',
} as const;
export type PointsOrderStatus = keyof typeof POINTS_ORDER_STATUSES;

const id = (what: string) =>
  z.coerce
    .number({ error: `${what}不正确` })
    .int(`${what}不正确`)
    .positive(`${what}不正确`)
    .max(2_147_483_647, `${what}不正确`);

const count = (what: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${what}必须是数字` })
    .int(`${what}必须是整数`)
    .min(min, `${what}不能小于${min}`)
    .max(max, `${what}不能超过${max}`);

/** An optional choice; an empty form value means "not given". */
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values, { error: message }).optional());

const optionalDay = (what: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), dayField(what).optional());

/** The coupon a coupon-kind item grants. */
export const pointsCoupon = z.object({
  amount: yuan,
  threshold: yuan,
  /** Days it stays valid after the exchange. */
  days: z.number().int(),
});

/** GET /api/points/goods (visitors too). */
export const pointsGoodsQuery = z.object({ page: pageQueryField });

export const pointsGoodsItem = z.object({
  id: z.number().int(),
  kind: z.enum(['goods', 'coupon']),
  kind_name: z.string(),
  name: z.string(),
  image: z.string(),
  description: z.string(),
  points: z.number().int(),
  stock: z.number().int(),
  /** 0: no limit. */
  limit_per_member: z.number().int(),
  /** Units the viewer exchanged so far (0 for a visitor). */
  exchanged_by_me: z.number().int(),
  coupon: pointsCoupon.nullable(),
});
export type PointsGoodsItem = z.infer<typeof pointsGoodsItem>;

export const pointsGoodsAnswer = pageOf(pointsGoodsItem).extend({
  /** The viewer's points (0 for a visitor). */
  points: z.number().int(),
  /** Points earned per yuan paid (site_config points_rate). */
  rate: z.number().int(),
});
export type PointsGoodsAnswer = z.infer<typeof pointsGoodsAnswer>;

/** POST /api/points/exchange: address_id is required for a goods-kind item. */
export const pointsExchangeBody = z.object(
  {
    id: id('兑换商品'),
    number: count('兑换数量', 1, 99).default(1),
    address_id: z.preprocess(
      (v) => (v === '' || v === null || v === '0' || v === 0 ? undefined : v),
      id('收货地址').optional(),
    ),
  },
  { error: '请求参数不正确' },
);
export type PointsExchangeInput = z.input<typeof pointsExchangeBody>;

export const pointsExchangeAnswer = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  status: z.enum(['to_ship', 'shipped', 'completed', 'cancelled']),
  points_spent: z.number().int(),
  /** The member's points after the exchange. */
  points: z.number().int(),
});
export type PointsExchangeAnswer = z.infer<typeof pointsExchangeAnswer>;

/** GET /api/points/log */
export const pointsLogQuery = z.object({
  page: pageQueryField,
  type: optionalEnum(['earn', 'reverse', 'exchange', 'draw', 'grant'], '积分类型不正确'),
  start_time: optionalDay('开始日期'),
  end_time: optionalDay('结束日期'),
});

export const pointsEntry = z.object({
  id: z.number().int(),
  /** Signed: positive earned, negative spent or taken back. */
  amount: z.number().int(),
  kind: z.string(),
  kind_name: z.string(),
  /** The shop order (earn, reverse) or points order (exchange) it belongs to. */
  order_no: z.string().nullable(),
  /** Where that order is shown, or ''. */
  link: z.string(),
  note: z.string(),
  created_at: z.string(),
});
export type PointsEntry = z.infer<typeof pointsEntry>;

export const pointsLogAnswer = pageOf(pointsEntry).extend({
  /** The member's points now. */
  points: z.number().int(),
  /** Over the filtered entries: points in and points out (positive). */
  totals: z.object({ income: z.number().int(), expense: z.number().int() }),
});
export type PointsLogAnswer = z.infer<typeof pointsLogAnswer>;

/** GET /api/points/orders */
export const pointsOrdersQuery = z.object({
  page: pageQueryField,
  status: optionalEnum(['to_ship', 'shipped', 'completed', 'cancelled'], '订单状态不正确'),
});

export const pointsOrderItem = z.object({
  id: z.number().int(),
  order_no: z.string(),
  kind: z.enum(['goods', 'coupon']),
  name: z.string(),
  image: z.string(),
  number: z.number().int(),
  /** Points spent on the order in all. */
  points: z.number().int(),
  status: z.enum(['to_ship', 'shipped', 'completed', 'cancelled']),
  status_name: z.string(),
  consignee: z.string(),
  phone: z.string(),
  address: z.string(),
  logistics_company: z.string(),
  logistics_no: z.string(),
  created_at: z.string(),
  shipped_at: z.string().nullable(),
});
export type PointsOrderItem = z.infer<typeof pointsOrderItem>;

export const pointsOrdersAnswer = pageOf(pointsOrderItem);
export type PointsOrdersAnswer = z.infer<typeof pointsOrdersAnswer>;

/* ---------------------------------------------------------------- console */

/** GET /api/operator/points/goods */
export const operatorPointsGoodsQuery = z.object({
  page: pageQueryField,
  keyword: keywordField,
  kind: optionalEnum(['goods', 'coupon'], '兑换商品类型不正确'),
});

export const operatorPointsGoods = z.object({
  id: z.number().int(),
  kind: z.enum(['goods', 'coupon']),
  kind_name: z.string(),
  name: z.string(),
  image: z.string(),
  description: z.string(),
  points: z.number().int(),
  stock: z.number().int(),
  limit_per_member: z.number().int(),
  coupon_amount: yuan,
  coupon_threshold: yuan,
  coupon_days: z.number().int(),
  is_on: z.union([z.literal(0), z.literal(1)]),
  sort: z.number().int(),
  /** Units exchanged so far (cancelled orders aside). */
  exchanged: z.number().int(),
  created_at: z.string(),
});
export type OperatorPointsGoods = z.infer<typeof operatorPointsGoods>;
export const operatorPointsGoodsAnswer = pageOf(operatorPointsGoods);
export type OperatorPointsGoodsAnswer = z.infer<typeof operatorPointsGoodsAnswer>;

const IMAGE = /^(\/|https?:\/\/)[^\s<>"']{1,499}$/;

/** POST /api/operator/points/goods (new) and /api/operator/points/goods/{id} (edit). */
export const pointsGoodsInput = z
  .object(
    {
      kind: z.enum(['goods', 'coupon'], { error: '请选择兑换商品类型' }),
      name: z.string({ error: '请填写名称' }).trim().min(1, '请填写名称').max(64, '名称不能超过64个字符'),
      image: z.preprocess(
        (v) => (v === undefined || v === null ? '' : v),
        z
          .string({ error: '图片地址不正确' })
          .trim()
          .refine((v) => v === '' || IMAGE.test(v), '图片地址不正确'),
      ),
      description: z.preprocess(
        (v) => (v === undefined || v === null ? '' : v),
        z.string({ error: '说明格式不正确' }).trim().max(500, '说明不能超过500个字符'),
      ),
      points: count('所需积分', 1, 10_000_000),
      stock: count('库存', 0, 1_000_000),
      limit_per_member: count('每人限兑', 0, 10_000).default(0),
      coupon_amount: yuanInputField('券面额').optional(),
      coupon_threshold: yuanInputField('使用门槛').optional(),
      coupon_days: count('有效天数', 1, 365).default(30),
      is_on: z.coerce
        .number({ error: '上架状态不正确' })
        .refine((v) => v === 0 || v === 1, '上架状态不正确')
        .default(1),
      sort: count('排序', 0, 9999).default(0),
    },
    { error: '请求参数不正确' },
  )
  .superRefine((v, ctx) => {
    if (v.kind !== 'coupon') return;
    const amount = v.coupon_amount ?? 0;
    if (amount <= 0) ctx.addIssue({ code: 'custom', path: ['coupon_amount'], message: '请填写券面额' });
    else if (amount > 10_000_000)
      ctx.addIssue({ code: 'custom', path: ['coupon_amount'], message: '券面额不能超过100000元' });
    const threshold = v.coupon_threshold ?? 0;
    if (threshold > 0 && threshold <= amount)
      ctx.addIssue({ code: 'custom', path: ['coupon_threshold'], message: '使用门槛须大于券面额' });
  });
export type PointsGoodsInput = z.input<typeof pointsGoodsInput>;

/** GET /api/operator/points/orders; keyword: order number, member account or consignee. */
export const operatorPointsOrdersQuery = z.object({
  page: pageQueryField,
  status: optionalEnum(['to_ship', 'shipped', 'completed', 'cancelled'], '订单状态不正确'),
  keyword: keywordField,
});

export const operatorPointsOrder = pointsOrderItem.extend({
  member_id: z.number().int(),
  username: z.string(),
  company: z.string(),
});
export type OperatorPointsOrder = z.infer<typeof operatorPointsOrder>;
export const operatorPointsOrdersAnswer = pageOf(operatorPointsOrder);
export type OperatorPointsOrdersAnswer = z.infer<typeof operatorPointsOrdersAnswer>;

/** POST /api/operator/points/orders/{id}/ship */
export const pointsShipBody = z.object(
  {
    logistics_company: z
      .string({ error: '请填写物流公司' })
      .trim()
      .min(1, '请填写物流公司')
      .max(32, '物流公司不能超过32个字'),
    logistics_no: z
      .string({ error: '请填写运单号' })
      .trim()
      .regex(/^[A-Za-z0-9-]{4,64}$/, '运单号格式不正确'),
  },
  { error: '请求参数不正确' },
);
export type PointsShipInput = z.input<typeof pointsShipBody>;

export const pointsShipAnswer = z.object({ id: z.number().int(), status: z.literal('shipped') });
