/**
 * An online payment provider (Alipay, WeChat Pay, or the sandbox standing in for them). Amounts are
 * integer fen; `paymentNo` is our payment number, which the provider knows as out_trade_no.
 */
export type ProviderName = 'sandbox' | 'alipay' | 'wechat';

/** Where the buyer pays: a page to send the browser to, or a code the page draws as a QR code. */
export type PaymentStart = { redirectUrl: string } | { codeUrl: string };

export interface PaymentSubject {
  paymentNo: string;
  amount: number;
  /** What the buyer sees at the provider (药采网订单 …). */
  subject: string;
  /** Where the browser comes back to after paying (redirect providers). */
  returnPath: string;
}

/** A verified notice's content. */
export interface GatewayNotice {
  paymentNo: string;
  amount: number;
  /** success: paid; cancel: the buyer gave up; other: a state that settles nothing (WAIT_BUYER_PAY…). */
  status: 'success' | 'cancel' | 'other';
  tradeNo: string;
  /** The provider's own state word, kept with the stored notice. */
  state: string;
  /** A refund notice (WeChat) names our refund number instead of a payment. */
  refund?: { refundNo: string; state: 'done' | 'failed' | 'processing'; providerRefundNo: string };
}

/** A notice as it reached us: headers and the raw body (signatures are over the exact bytes). */
export interface RawNotice {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export type NoticeCheck = { ok: true; notice: GatewayNotice } | { ok: false; reason: string };

/** The provider's answer to a query about one of our payments. */
export interface TradeState {
  state: 'paid' | 'pending' | 'closed' | 'missing';
  amount?: number;
  tradeNo?: string;
}

export interface RefundRequest {
  paymentNo: string;
  /** Ours; the provider treats a repeat of the same number as the same refund. */
  refundNo: string;
  amount: number;
  /** The payment's whole amount (WeChat asks for it). */
  total: number;
  reason: string;
}

/** done: the money went back; processing: accepted, its end comes by notice or query. */
export interface RefundOutcome {
  state: 'done' | 'processing';
  providerRefundNo: string;
}

export interface PaymentGateway {
  readonly name: ProviderName;
  /** Shown at checkout: 支付宝, 微信支付, 在线支付. */
  readonly label: string;
  start(payment: PaymentSubject): Promise<PaymentStart>;
  /** The notice's content when its signature (and our app id, and its time) are right. */
  verify(raw: RawNotice): NoticeCheck;
  query(paymentNo: string): Promise<TradeState>;
  /** Closes an open trade so it cannot be paid any more (best effort). */
  close(paymentNo: string): Promise<void>;
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /** The state of a refund the provider accepted earlier (null: it does not know it). */
  queryRefund(request: RefundRequest): Promise<RefundOutcome | { state: 'failed'; reason: string } | null>;
}

/** The provider answered with a refusal or could not be reached; `message` is kept for finance. */
export class ProviderError extends Error {}

/** Yuan text with two decimals from fen, as Alipay wants total_amount. */
export const yuanText = (fen: number) => (fen / 100).toFixed(2);

/** Fen from a yuan text ("12.30"); NaN when it is not a money amount. */
export function fenOf(text: unknown): number {
  if (typeof text !== 'string' || !/^\d{1,10}(\.\d{1,2})?$/.test(text)) return NaN;
  const [whole, part = ''] = text.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}
