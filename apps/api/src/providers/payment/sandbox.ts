import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NoticeCheck, PaymentGateway, PaymentSubject, RawNotice, RefundRequest } from './gateway';

const SIGNED_FIELDS = ['amount', 'payment_no', 'status', 'trade_no'] as const;

/**
 * Stands in for a real provider outside production: our own page (GET /api/pay/sandbox/{no}) plays
 * the provider's checkout and posts notices signed with HMAC-SHA256. Refunds are done at once.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly label = '在线支付';
  constructor(private readonly secret: string) {}

  payUrl(paymentNo: string) {
    return `/api/pay/sandbox/${encodeURIComponent(paymentNo)}`;
  }

  async start(payment: PaymentSubject) {
    return { redirectUrl: this.payUrl(payment.paymentNo) };
  }

  /** HMAC-SHA256 over amount, payment_no, status and trade_no as a sorted query string. */
  sign(fields: Record<string, string>): string {
    const text = SIGNED_FIELDS.map((k) => `${k}=${fields[k] ?? ''}`).join('&');
    return createHmac('sha256', this.secret).update(text).digest('hex');
  }

  /** The form fields the sandbox page posts to the notify endpoint. */
  notice(paymentNo: string, amount: number, status: 'success' | 'cancel') {
    const fields: Record<string, string> = {
      payment_no: paymentNo,
      amount: String(amount),
      status,
      trade_no: `SB${randomBytes(8).toString('hex')}`,
    };
    return { ...fields, sign: this.sign(fields) };
  }

  verify(raw: RawNotice): NoticeCheck {
    const form = new URLSearchParams(raw.body);
    const text: Record<string, string> = {};
    for (const key of SIGNED_FIELDS) {
      const value = form.get(key);
      if (value === null) return { ok: false, reason: `缺少字段 ${key}` };
      text[key] = value;
    }
    const sign = form.get('sign') ?? '';
    const given = /^[0-9a-f]+$/i.test(sign) ? Buffer.from(sign, 'hex') : Buffer.alloc(0);
    const expected = Buffer.from(this.sign(text), 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { ok: false, reason: '签名校验失败' };
    const amount = Number(text.amount);
    if (!Number.isSafeInteger(amount) || (text.status !== 'success' && text.status !== 'cancel'))
      return { ok: false, reason: '通知内容不正确' };
    return {
      ok: true,
      notice: {
        paymentNo: text.payment_no!,
        amount,
        status: text.status,
        tradeNo: text.trade_no!,
        state: text.status,
      },
    };
  }

  /** The sandbox keeps no trades of its own: a payment it never confirmed stays open. */
  async query() {
    return { state: 'pending' as const };
  }

  async close() {}

  async refund(request: RefundRequest) {
    return { state: 'done' as const, providerRefundNo: `SBR${request.refundNo.slice(-12)}` };
  }

  async queryRefund(request: RefundRequest) {
    return this.refund(request);
  }
}

export const DEV_SANDBOX_SECRET = 'yaocai-sandbox-dev-secret';

export function sandboxGateway(secret: string = DEV_SANDBOX_SECRET) {
  return new SandboxGateway(secret);
}
