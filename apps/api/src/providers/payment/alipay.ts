import { AlipaySdk } from 'alipay-sdk';
import {
  fenOf,
  ProviderError,
  yuanText,
  type NoticeCheck,
  type PaymentGateway,
  type PaymentSubject,
  type RawNotice,
  type RefundRequest,
  type TradeState,
} from './gateway';
import { pkcs8Pem, privateKeyOf, publicKeyOf, spkiPem } from './keys';

export interface AlipayConfig {
  appId: string;
  privateKey: string;
  alipayPublicKey: string;
  /** gateway.do of Alipay (production by default) or of its sandbox. */
  gateway: string;
  /** The site's external origin: notify_url and return_url are made from it. */
  publicUrl: string;
}

export const ALIPAY_PRODUCTION_GATEWAY = 'https://openapi.alipay.com/gateway.do';

const SETTLED = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

type Answer = Record<string, unknown> & { code?: string; msg?: string; subCode?: string; subMsg?: string };

/** 支付宝电脑网站支付 through the official SDK (RSA2 signatures with our key, Alipay's key to check). */
export class AlipayGateway implements PaymentGateway {
  readonly name = 'alipay' as const;
  readonly label = '支付宝';
  private readonly sdk: AlipaySdk;

  constructor(private readonly config: AlipayConfig) {
    this.sdk = new AlipaySdk({
      appId: config.appId,
      privateKey: pkcs8Pem(privateKeyOf(config.privateKey)),
      keyType: 'PKCS8',
      alipayPublicKey: spkiPem(publicKeyOf(config.alipayPublicKey)),
      gateway: config.gateway,
      signType: 'RSA2',
      camelcase: true,
      timeout: 10_000,
    });
  }

  /** A GET alipay.trade.page.pay request with every parameter in its query string. */
  async start(payment: PaymentSubject) {
    const redirectUrl = this.sdk.pageExecute('alipay.trade.page.pay', 'GET', {
      notifyUrl: `${this.config.publicUrl}/api/pay/notify/alipay`,
      returnUrl: `${this.config.publicUrl}${payment.returnPath}`,
      bizContent: {
        out_trade_no: payment.paymentNo,
        total_amount: yuanText(payment.amount),
        subject: payment.subject,
        product_code: 'FAST_INSTANT_TRADE_PAY',
        timeout_express: '30m',
      },
    });
    return { redirectUrl };
  }

  /** Sorted parameters without sign and sign_type, RSA2 with Alipay's key; the app id must be ours. */
  verify(raw: RawNotice): NoticeCheck {
    const fields = Object.fromEntries(new URLSearchParams(raw.body));
    if (!fields.sign || !this.sdk.checkNotifySignV2(fields)) return { ok: false, reason: '签名校验失败' };
    if (fields.app_id !== this.config.appId)
      return { ok: false, reason: `app_id ${fields.app_id} 不是本应用` };
    const amount = fenOf(fields.total_amount);
    if (!fields.out_trade_no || !Number.isSafeInteger(amount)) return { ok: false, reason: '通知内容不正确' };
    const state = fields.trade_status ?? '';
    return {
      ok: true,
      notice: {
        paymentNo: fields.out_trade_no,
        amount,
        status: SETTLED.has(state) ? 'success' : state === 'TRADE_CLOSED' ? 'cancel' : 'other',
        tradeNo: fields.trade_no ?? '',
        state,
      },
    };
  }

  private async call(method: string, bizContent: Record<string, unknown>): Promise<Answer> {
    try {
      return (await this.sdk.exec(method, { bizContent }, { validateSign: true })) as Answer;
    } catch (error) {
      throw new ProviderError(`支付宝 ${method} 调用失败：${(error as Error).message}`);
    }
  }

  async query(paymentNo: string): Promise<TradeState> {
    const answer = await this.call('alipay.trade.query', { out_trade_no: paymentNo });
    if (answer.code !== '10000') {
      if (answer.subCode === 'ACQ.TRADE_NOT_EXIST') return { state: 'missing' };
      throw new ProviderError(`支付宝查询失败：${answer.subMsg ?? answer.msg ?? answer.code}`);
    }
    const status = String(answer.tradeStatus ?? '');
    return {
      state: SETTLED.has(status) ? 'paid' : status === 'TRADE_CLOSED' ? 'closed' : 'pending',
      amount: fenOf(answer.totalAmount),
      tradeNo: String(answer.tradeNo ?? ''),
    };
  }

  async close(paymentNo: string) {
    await this.call('alipay.trade.close', { out_trade_no: paymentNo });
  }

  /** alipay.trade.refund; out_request_no makes a repeat of the same refund the same refund. */
  async refund(request: RefundRequest) {
    const answer = await this.call('alipay.trade.refund', {
      out_trade_no: request.paymentNo,
      refund_amount: yuanText(request.amount),
      out_request_no: request.refundNo,
      refund_reason: request.reason,
    });
    if (answer.code !== '10000')
      throw new ProviderError(`支付宝退款失败：${answer.subMsg ?? answer.msg ?? answer.code}`);
    return { state: 'done' as const, providerRefundNo: String(answer.tradeNo ?? request.refundNo) };
  }

  async queryRefund(request: RefundRequest) {
    const answer = await this.call('alipay.trade.fastpay.refund.query', {
      out_trade_no: request.paymentNo,
      out_request_no: request.refundNo,
    });
    if (answer.code !== '10000') return null;
    if (answer.refundStatus === 'REFUND_SUCCESS' || answer.refundAmount)
      return { state: 'done' as const, providerRefundNo: String(answer.tradeNo ?? request.refundNo) };
    return null;
  }
}
