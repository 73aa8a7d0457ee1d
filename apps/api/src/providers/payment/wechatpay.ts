import { Aes, Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin';
import type { KeyObject } from 'node:crypto';
import {
  ProviderError,
  type GatewayNotice,
  type NoticeCheck,
  type PaymentGateway,
  type PaymentSubject,
  type RawNotice,
  type RefundOutcome,
  type RefundRequest,
  type TradeState,
} from './gateway';
import { pkcs8Pem, privateKeyOf, publicKeyOf, spkiPem } from './keys';

export interface WechatPayConfig {
  mchid: string;
  appid: string;
  /** Serial number of our merchant API certificate (signs our requests with WECHATPAY_PRIVATE_KEY). */
  serial: string;
  privateKey: string;
  /** 微信支付公钥 and its id (PUB_KEY_ID_…): checks WeChat's answers and notices. */
  publicKey: string;
  publicKeyId: string;
  apiV3Key: string;
  /** api.mch.weixin.qq.com unless a test points it elsewhere. */
  baseUrl: string;
  publicUrl: string;
}

export const WECHATPAY_BASE_URL = 'https://api.mch.weixin.qq.com/';
const MAX_CLOCK_SKEW_SECONDS = 300;

/** The fields we read from WeChat's answers and decrypted notices. */
interface WxData {
  code_url?: string;
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  amount?: { total?: number; refund?: number };
  status?: string;
  refund_status?: string;
  refund_id?: string;
  out_refund_no?: string;
  code?: string;
  message?: string;
}

type Client = {
  request(
    path: string,
    method: string,
    data?: unknown,
    config?: object,
  ): Promise<{ status: number; data: WxData }>;
};

const header = (raw: RawNotice, name: string) => {
  const value = raw.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

const REFUND_STATES: Record<string, 'done' | 'failed' | 'processing'> = {
  SUCCESS: 'done',
  CLOSED: 'failed',
  ABNORMAL: 'failed',
  PROCESSING: 'processing',
};

/** 微信支付 Native (API v3) through wechatpay-axios-plugin, in 微信支付公钥 mode. */
export class WechatPayGateway implements PaymentGateway {
  readonly name = 'wechat' as const;
  readonly label = '微信支付';
  private readonly client: Client;
  private readonly publicKey: KeyObject;

  constructor(
    private readonly config: WechatPayConfig,
    private readonly now: () => number = Date.now,
  ) {
    this.publicKey = publicKeyOf(config.publicKey);
    const wxpay = new Wechatpay({
      mchid: config.mchid,
      serial: config.serial,
      privateKey: pkcs8Pem(privateKeyOf(config.privateKey)),
      certs: { [config.publicKeyId]: spkiPem(this.publicKey) },
      baseURL: config.baseUrl,
      timeout: 10_000,
    });
    this.client = (wxpay as unknown as { client: Client }).client;
  }

  private async call(method: string, path: string, data?: unknown) {
    try {
      return await this.client.request(path, method, data, {});
    } catch (error) {
      const answer = (error as { response?: { status?: number; data?: WxData } }).response;
      if (answer?.status === 404 && answer.data?.code) return { status: 404, data: answer.data };
      const why = answer?.data?.message ?? (error as Error).message;
      throw new ProviderError(`微信支付 ${method} ${path} 失败：${why}`);
    }
  }

  async start(payment: PaymentSubject) {
    const { data } = await this.call('POST', 'v3/pay/transactions/native', {
      appid: this.config.appid,
      mchid: this.config.mchid,
      description: payment.subject.slice(0, 127),
      out_trade_no: payment.paymentNo,
      notify_url: `${this.config.publicUrl}/api/pay/notify/wechat`,
      amount: { total: payment.amount, currency: 'CNY' },
    });
    if (typeof data?.code_url !== 'string') throw new ProviderError('微信支付未返回二维码链接');
    return { codeUrl: data.code_url as string };
  }

  /**
   * Wechatpay-Signature over `timestamp\nnonce\nbody\n` with the 微信支付公钥, the timestamp within 5
   * minutes, then the resource decrypted with AES-256-GCM and the APIv3 key.
   */
  verify(raw: RawNotice): NoticeCheck {
    const timestamp = header(raw, 'Wechatpay-Timestamp') ?? '';
    const nonce = header(raw, 'Wechatpay-Nonce') ?? '';
    const signature = header(raw, 'Wechatpay-Signature') ?? '';
    const serial = header(raw, 'Wechatpay-Serial') ?? '';
    if (!timestamp || !nonce || !signature) return { ok: false, reason: '缺少签名头' };
    if (serial !== this.config.publicKeyId) return { ok: false, reason: `未知的公钥 ${serial}` };
    let valid: boolean;
    try {
      valid = Rsa.verify(Formatter.response(timestamp, nonce, raw.body), signature, this.publicKey);
    } catch {
      valid = false;
    }
    if (!valid) return { ok: false, reason: '签名校验失败' };
    if (Math.abs(this.now() / 1000 - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS)
      return { ok: false, reason: '通知时间戳超出5分钟' };
    let event: { event_type?: string; resource?: Record<string, string> };
    let resource: WxData;
    try {
      event = JSON.parse(raw.body);
      const r = event.resource ?? {};
      resource = JSON.parse(
        Aes.AesGcm.decrypt(r.ciphertext ?? '', this.config.apiV3Key, r.nonce ?? '', r.associated_data ?? ''),
      );
    } catch {
      return { ok: false, reason: '通知解密失败' };
    }
    if (resource.mchid !== this.config.mchid)
      return { ok: false, reason: `mchid ${resource.mchid} 不是本商户` };
    if (String(event.event_type ?? '').startsWith('REFUND.'))
      return { ok: true, notice: refundNotice(resource) };
    if (resource.appid !== this.config.appid)
      return { ok: false, reason: `appid ${resource.appid} 不是本应用` };
    const amount = Number(resource.amount?.total);
    if (typeof resource.out_trade_no !== 'string' || !Number.isSafeInteger(amount))
      return { ok: false, reason: '通知内容不正确' };
    const state = String(resource.trade_state ?? '');
    return {
      ok: true,
      notice: {
        paymentNo: resource.out_trade_no,
        amount,
        status: state === 'SUCCESS' ? 'success' : state === 'CLOSED' ? 'cancel' : 'other',
        tradeNo: String(resource.transaction_id ?? ''),
        state,
      },
    };
  }

  async query(paymentNo: string): Promise<TradeState> {
    const path = `v3/pay/transactions/out-trade-no/${encodeURIComponent(paymentNo)}?mchid=${this.config.mchid}`;
    const { status, data } = await this.call('GET', path);
    if (status === 404) return { state: 'missing' };
    const state = String(data.trade_state ?? '');
    return {
      state: state === 'SUCCESS' ? 'paid' : state === 'CLOSED' || state === 'REVOKED' ? 'closed' : 'pending',
      amount: Number(data.amount?.total),
      tradeNo: String(data.transaction_id ?? ''),
    };
  }

  async close(paymentNo: string) {
    const path = `v3/pay/transactions/out-trade-no/${encodeURIComponent(paymentNo)}/close`;
    await this.call('POST', path, { mchid: this.config.mchid });
  }

  async refund(request: RefundRequest): Promise<RefundOutcome> {
    const { data } = await this.call('POST', 'v3/refund/domestic/refunds', {
      out_trade_no: request.paymentNo,
      out_refund_no: request.refundNo,
      reason: request.reason.slice(0, 80),
      notify_url: `${this.config.publicUrl}/api/pay/notify/wechat`,
      amount: { refund: request.amount, total: request.total, currency: 'CNY' },
    });
    const state = REFUND_STATES[String(data?.status)] ?? 'processing';
    if (state === 'failed') throw new ProviderError(`微信支付退款失败：${data.status}`);
    return { state, providerRefundNo: String(data.refund_id ?? '') };
  }

  async queryRefund(request: RefundRequest) {
    const path = `v3/refund/domestic/refunds/${encodeURIComponent(request.refundNo)}`;
    const { status, data } = await this.call('GET', path);
    if (status === 404) return null;
    const state = REFUND_STATES[String(data.status)] ?? 'processing';
    if (state === 'failed') return { state, reason: `微信支付退款${data.status}` };
    return { state, providerRefundNo: String(data.refund_id ?? '') };
  }
}

function refundNotice(resource: WxData): GatewayNotice {
  const state = String(resource.refund_status ?? '');
  return {
    paymentNo: String(resource.out_trade_no ?? ''),
    amount: Number(resource.amount?.refund ?? 0),
    status: 'other',
    tradeNo: String(resource.transaction_id ?? ''),
    state: `REFUND_${state}`,
    refund: {
      refundNo: String(resource.out_refund_no ?? ''),
      state: REFUND_STATES[state] ?? 'processing',
      providerRefundNo: String(resource.refund_id ?? ''),
    },
  };
}
