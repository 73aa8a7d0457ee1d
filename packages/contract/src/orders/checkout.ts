import { z } from 'zod';
import { addressItem } from '../account/addresses';
import { cartLine } from '../cart/cart';
import { yuan } from '../envelope';
import { form, idField, idListField, optionalIdField, yuanField } from '../form-fields';
import { orderAmounts } from './orders';

/** 结算 (spec §3 step 2): the order preview of POST /api/cart/checkout and POST /api/order/create. */

/** A field and its message (a refusal of the form, or a notice about a chosen discount). */
export const fieldMessage = z.object({ field: z.string(), message: z.string() });
export type FieldMessage = z.infer<typeof fieldMessage>;

export const previewLine = cartLine.extend({
  /** The batches the line will ship from, first expiry first. */
  batches: z.array(
    z.object({
      goods_id: z.number().int(),
      batch_no: z.string(),
      expires_on: z.string(),
      number: z.number().int(),
    }),
  ),
  coupon_amount: yuan,
  paid_amount: yuan,
});
export type PreviewLine = z.infer<typeof previewLine>;

/** The buyer's addresses as the preview offers them (the address list's items without the division code). */
export const checkoutAddress = addressItem.omit({ region_code: true });
export type CheckoutAddress = z.infer<typeof checkoutAddress>;

/** A coupon or cash voucher the buyer may choose, and why not when it is not usable. */
export const discountOption = z.object({
  id: z.number().int(),
  name: z.string(),
  amount: yuan,
  threshold: yuan,
  desc: z.string().optional(),
  type: z.number().int().optional(),
  valid_to: z.string(),
  usable: z.number().int(),
  reason: z.string().nullable(),
  selected: z.number().int(),
});
export type DiscountOption = z.infer<typeof discountOption>;

export const paymentMethodOption = z.object({
  /** balance, credit or online. */
  method: z.string(),
  name: z.string(),
  /** What the balance or credit can pay; null online. */
  available: yuan.nullable(),
  limit: yuan.optional(),
  overdue: yuan.optional(),
  usable: z.number().int(),
  reason: z.string().nullable(),
});
export type PaymentMethodOption = z.infer<typeof paymentMethodOption>;

/** POST /api/cart/checkout */
export const checkoutPreviewAnswer = z.object({
  lines: z.array(previewLine),
  gifts: z.array(
    z.object({ goods_id: z.number().int(), name: z.string(), unit: z.string(), number: z.number().int() }),
  ),
  amounts: orderAmounts.extend({ no_trans_order_amount: yuan }),
  addresses: z.array(checkoutAddress),
  invoice: z.object({
    title: z.string(),
    tax_number: z.string(),
    types: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
  coupons: z.array(discountOption),
  red_packet: z.object({ balance: yuan, used: yuan }),
  cash_vouchers: z.array(discountOption),
  payment_methods: z.array(paymentMethodOption),
  price_changes: z.array(
    z.object({ id: z.number().int(), goods_id: z.number().int(), name: z.string(), from: yuan, to: yuan }),
  ),
  refusals: z.array(
    z.object({ id: z.number().int(), goods_id: z.number().int(), name: z.string(), reason: z.string() }),
  ),
  errors: z.array(fieldMessage),
  /** Chosen discounts the order would not use because they would take nothing off. */
  notices: z.array(fieldMessage),
  has_special: z.number().int(),
  receipt_required: z.number().int(),
  can_submit: z.number().int(),
});
export type CheckoutPreviewAnswer = z.infer<typeof checkoutPreviewAnswer>;

/** POST /api/order/create; `pay` is the payment's answer when the order was paid at once. */
export const orderCreateAnswer = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  status: z.string(),
  payable_amount: yuan,
  has_special: z.number().int(),
  expires_at: z.string(),
  pay: z.record(z.string(), z.unknown()).nullable(),
  notices: z.array(fieldMessage),
});
export type OrderCreateAnswer = z.infer<typeof orderCreateAnswer>;

// Requests. Form bodies arrive as strings, so numbers are coerced (form-fields.ts).

/** The discounts the buyer chose (an empty value means none). */
const discountChoice = {
  coupon_id: optionalIdField('优惠券'),
  red_packet: z.preprocess((v) => (v === '' || v === null ? undefined : v), yuanField('红包金额').optional()),
  cash_voucher_id: optionalIdField('现金券'),
};

/** POST /api/order/create: one order per idempotency key; pay_method pays it at once. */
export const orderCreateBody = form({
  ids: idListField(),
  address_id: idField('收货地址'),
  invoice_type: z.coerce
    .number({ error: '发票类型不正确' })
    .refine((v) => v === 0 || v === 1, '发票类型不正确')
    .default(0),
  remark: z.string({ error: '备注格式不正确' }).trim().max(200, '备注不能超过200个字').default(''),
  idempotency_key: z
    .string({ error: '缺少提交令牌，请刷新页面' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, '提交令牌格式不正确，请刷新页面'),
  pay_method: z
    .enum(['balance', 'credit', 'online', 'alipay', 'wechat'], { error: '支付方式不正确' })
    .optional(),
  ...discountChoice,
});
export type OrderCreateInput = z.input<typeof orderCreateBody>;

/** POST /api/cart/checkout: the lines being ordered and the discounts chosen so far. */
export const checkoutPreviewBody = form({ ids: idListField(), ...discountChoice });
export type CheckoutPreviewInput = z.input<typeof checkoutPreviewBody>;
