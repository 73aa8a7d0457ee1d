import { z } from 'zod';
import { yuan } from '../envelope';
import { form, idField, optionalIdField, yuanField } from '../form-fields';

/** Paying an order and repaying credit terms (spec §7 "Pay"), online through the payment gateway. */

/** online: the first provider offered (the sandbox outside production); alipay and wechat by name. */
export const payMethod = z.enum(['balance', 'credit', 'online', 'alipay', 'wechat']);
export type PayMethod = z.infer<typeof payMethod>;

/** POST /api/pay/{order_id}, online: the provider's page to send the browser to (Alipay, sandbox). */
export const onlinePayAnswer = z.object({
  order_id: z.number().int(),
  status: z.string(),
  pay_method: z.string(),
  provider: z.string(),
  payment_no: z.string(),
  redirect_url: z.string(),
});

/** POST /api/pay/{order_id} {method: 'wechat'}: the code the page draws as a QR code (WeChat Native). */
export const qrPayAnswer = z.object({
  order_id: z.number().int(),
  status: z.string(),
  pay_method: z.string(),
  provider: z.string(),
  payment_no: z.string(),
  code_url: z.string(),
});

/** GET /api/pay/methods: the online providers offered at checkout, in order. */
export const onlinePayMethod = z.object({
  method: z.enum(['online', 'alipay', 'wechat']),
  name: z.string(),
  /** redirect: the browser goes to the provider; qrcode: the page draws code_url to scan. */
  kind: z.enum(['redirect', 'qrcode']),
});
export type OnlinePayMethod = z.infer<typeof onlinePayMethod>;
export const onlinePayMethodsAnswer = z.array(onlinePayMethod);

/** POST /api/pay/{order_id} from the balance or credit: paid at once. */
export const paidAnswer = z.object({
  order_id: z.number().int(),
  status: z.string(),
  pay_method: payMethod,
  paid_amount: yuan,
});

export const payOrderAnswer = z.union([onlinePayAnswer, qrPayAnswer, paidAnswer]);
export type PayOrderAnswer = z.infer<typeof payOrderAnswer>;

/** POST /api/pay/notify/sandbox asked for JSON (a browser is sent on to `redirect`). */
export const paymentNoticeAnswer = z.object({
  redirect: z.string(),
  payment_no: z.string(),
  status: z.string(),
});
export type PaymentNoticeAnswer = z.infer<typeof paymentNoticeAnswer>;

/** POST /api/pay/user_credit_create: the repayment bill. */
export const creditRepaymentAnswer = z.object({
  payment_no: z.string(),
  amount: yuan,
  used: yuan,
  overdue: yuan,
});
export type CreditRepaymentAnswer = z.infer<typeof creditRepaymentAnswer>;

/** POST /api/pay/user_credit_pay; online repayments carry the gateway page. */
export const creditPayAnswer = z.object({
  payment_no: z.string(),
  status: z.string(),
  redirect_url: z.string().optional(),
  code_url: z.string().optional(),
});
export type CreditPayAnswer = z.infer<typeof creditPayAnswer>;

/** POST /api/pay/user_credit_check {payment_no}: the repayment's state. */
export const repaymentStatus = z.object({
  payment_no: z.string(),
  status: z.string(),
  amount: yuan,
  paid_at: z.string().nullable(),
});
export type RepaymentStatus = z.infer<typeof repaymentStatus>;

/** POST /api/pay/user_credit_check {order_id}: whether credit terms can pay the order now. */
export const creditCheck = z.object({
  usable: z.number().int(),
  reason: z.string().nullable(),
  limit: yuan,
  used: yuan,
  available: yuan,
  overdue: yuan,
  payable: yuan,
});
export type CreditCheck = z.infer<typeof creditCheck>;

export const creditCheckAnswer = z.union([repaymentStatus, creditCheck]);
export type CreditCheckAnswer = z.infer<typeof creditCheckAnswer>;

// Requests. Form bodies arrive as strings, so numbers are coerced (form-fields.ts).

/** Our payment numbers: two letters and twenty digits. */
export const paymentNoField = z
  .string({ error: '请提供支付单号' })
  .regex(/^[A-Z]{2}\d{20}$/, '支付单号格式不正确');

/** POST /api/pay/{order_id} */
export const payOrderParams = z.object({ order_id: idField('订单编号') });
export const payOrderBody = form({
  method: z.enum(['balance', 'credit', 'online', 'alipay', 'wechat'], { error: '请选择支付方式' }),
});
export type PayOrderInput = z.input<typeof payOrderBody>;

/** GET /api/pay/sandbox/{payment_no} */
export const paymentNoParams = z.object({ payment_no: paymentNoField });

/** POST /api/pay/user_credit_create: amount left out means everything still owed. */
export const creditRepaymentBody = z
  .object({
    amount: z.preprocess((v) => (v === '' ? undefined : v), yuanField('还款金额').optional()),
  })
  .default({});
export type CreditRepaymentInput = z.input<typeof creditRepaymentBody>;

/** POST /api/pay/user_credit_pay */
export const creditPayBody = form({
  payment_no: paymentNoField,
  method: z.enum(['balance', 'online'], { error: '请选择还款方式' }).default('online'),
});
export type CreditPayInput = z.input<typeof creditPayBody>;

/** POST /api/pay/user_credit_check: a repayment's state, or whether credit can pay an order. */
export const creditCheckBody = z
  .object({ payment_no: paymentNoField.optional(), order_id: optionalIdField('订单编号') })
  .default({});
export type CreditCheckInput = z.input<typeof creditCheckBody>;
