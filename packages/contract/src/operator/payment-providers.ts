import { z } from 'zod';
import { yuan } from '../envelope';
import { pageOf, pageQueryField } from './fields';

/** Online payment providers' notices and refunds, for finance (财务). */

const optionalEnum = <T extends [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values, { error: message }).optional());

export const PAYMENT_PROVIDER_NAMES = ['alipay', 'wechat', 'sandbox'] as const;
export const NOTICE_OUTCOMES = [
  'paid',
  'repeated',
  'refunded',
  'cancelled',
  'ignored',
  'refund_done',
  'refund_failed',
  'rejected',
  'unknown',
] as const;
export const PROVIDER_REFUND_STATES = ['pending', 'sending', 'processing', 'done', 'failed'] as const;

export const NOTICE_OUTCOME_NAMES: Record<(typeof NOTICE_OUTCOMES)[number], string> = {
  paid: '已入账',
  repeated: '重复通知',
  refunded: '已原路退回',
  cancelled: '已取消',
  ignored: '未处理（非成功状态）',
  refund_done: '退款成功',
  refund_failed: '退款失败',
  rejected: '已拒绝',
  unknown: '未知支付单',
};

export const REFUND_STATE_NAMES: Record<(typeof PROVIDER_REFUND_STATES)[number], string> = {
  pending: '待发送',
  sending: '发送中',
  processing: '渠道处理中',
  done: '已退回',
  failed: '失败',
};

export const PAYMENT_PROVIDER_LABELS: Record<(typeof PAYMENT_PROVIDER_NAMES)[number], string> = {
  alipay: '支付宝',
  wechat: '微信支付',
  sandbox: '沙箱',
};

/** GET /api/operator/finance/payment-notices */
export const paymentNoticesQuery = z.object({
  provider: optionalEnum([...PAYMENT_PROVIDER_NAMES], '支付渠道不正确'),
  outcome: optionalEnum([...NOTICE_OUTCOMES], '处理结果不正确'),
  page: pageQueryField,
});
export type PaymentNoticesQuery = z.input<typeof paymentNoticesQuery>;

export const paymentNotice = z.object({
  id: z.number().int(),
  provider: z.string(),
  payment_no: z.string(),
  verified: z.boolean(),
  outcome: z.string(),
  outcome_name: z.string(),
  reason: z.string(),
  /** The provider's own word (TRADE_SUCCESS, SUCCESS, REFUND_SUCCESS…). */
  state: z.string(),
  amount: yuan.nullable(),
  raw: z.string(),
  received_at: z.string(),
});
export type PaymentNotice = z.infer<typeof paymentNotice>;
export const paymentNoticesAnswer = pageOf(paymentNotice);
export type PaymentNoticesAnswer = z.infer<typeof paymentNoticesAnswer>;

/** GET /api/operator/finance/provider-refunds */
export const providerRefundsQuery = z.object({
  status: optionalEnum([...PROVIDER_REFUND_STATES], '退款状态不正确'),
  provider: optionalEnum([...PAYMENT_PROVIDER_NAMES], '支付渠道不正确'),
  page: pageQueryField,
});
export type ProviderRefundsQuery = z.input<typeof providerRefundsQuery>;

export const providerRefund = z.object({
  id: z.number().int(),
  refund_no: z.string(),
  payment_no: z.string(),
  provider: z.string(),
  amount: yuan,
  status: z.string(),
  status_name: z.string(),
  reason: z.string(),
  provider_refund_no: z.string(),
  failure: z.string(),
  attempts: z.number().int(),
  after_sale_id: z.number().int().nullable(),
  order_id: z.number().int().nullable(),
  created_at: z.string(),
  attempted_at: z.string().nullable(),
  done_at: z.string().nullable(),
});
export type ProviderRefund = z.infer<typeof providerRefund>;
export const providerRefundsAnswer = pageOf(providerRefund);
export type ProviderRefundsAnswer = z.infer<typeof providerRefundsAnswer>;

/** POST /api/operator/finance/provider-refunds/{id}/retry: the refund after the new attempt. */
export const providerRefundRetryAnswer = providerRefund;
