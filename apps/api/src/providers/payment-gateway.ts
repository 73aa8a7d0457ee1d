import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface GatewayNotice {
  paymentNo: string;
  amount: number;
  /** success: paid; cancel: the buyer gave up. */
  status: 'success' | 'cancel';
  tradeNo: string;
}

/** An online payment provider. The sandbox stands in for a real one (Alipay, WeChat Pay, UnionPay). */
export interface PaymentGateway {
  readonly name: string;
  /** Where the buyer's browser goes to pay. */
  payUrl(paymentNo: string): string;
  /** The notice's content when its signature is right, else null. */
  verify(fields: Record<string, unknown>): GatewayNotice | null;
  /** Sends money back; returns the provider's refund number. */
  refund(paymentNo: string, amount: number): Promise<string>;
}

const SIGNED_FIELDS = ['amount', 'payment_no', 'status', 'trade_no'] as const;

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  constructor(private readonly secret: string) {}

  payUrl(paymentNo: string) {
    return `/api/pay/sandbox/${encodeURIComponent(paymentNo)}`;
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

  verify(fields: Record<string, unknown>): GatewayNotice | null {
    const text: Record<string, string> = {};
    for (const key of SIGNED_FIELDS) {
      const value = fields[key];
      if (typeof value !== 'string') return null;
      text[key] = value;
    }
    const given = typeof fields.sign === 'string' ? Buffer.from(fields.sign, 'hex') : Buffer.alloc(0);
    const expected = Buffer.from(this.sign(text), 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const amount = Number(text.amount);
    if (!Number.isSafeInteger(amount) || (text.status !== 'success' && text.status !== 'cancel')) return null;
    return { paymentNo: text.payment_no!, amount, status: text.status, tradeNo: text.trade_no! };
  }

  async refund(paymentNo: string, amount: number) {
    return `SBR${paymentNo.slice(-8)}${amount}${randomBytes(3).toString('hex')}`;
  }
}

export const DEV_SANDBOX_SECRET = 'yaocai-sandbox-dev-secret';

export function sandboxGateway(secret: string = DEV_SANDBOX_SECRET) {
  return new SandboxGateway(secret);
}
