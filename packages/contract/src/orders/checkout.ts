import { z } from 'zod';
import { cartLine } from '../cart/cart';
import { yuan } from '../envelope';
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

export const checkoutAddress = z.object({
  id: z.number().int(),
  consignee: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
  full_address: z.string(),
  is_default: z.number().int(),
});
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
