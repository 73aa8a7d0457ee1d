import { createCipheriv, createSign, createVerify, randomBytes, randomInt } from 'node:crypto';
import type { FakeAnswer } from './fake-server';
import {
  FAKE_WECHAT_APPID,
  FAKE_WECHAT_MCHID,
  FAKE_WECHAT_PUBLIC_KEY_ID,
  FAKE_WECHAT_SERIAL,
  type FakePayKeys,
} from './keys';

interface Trade {
  outTradeNo: string;
  total: number;
  notifyUrl: string;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED';
  transactionId: string;
  token: string;
}

interface Refund {
  outRefundNo: string;
  outTradeNo: string;
  refund: number;
  total: number;
  refundId: string;
  status: 'PROCESSING' | 'SUCCESS' | 'ABNORMAL';
  notifyUrl: string;
}

const nonce = () => randomBytes(16).toString('hex');

/**
 * WeChat Pay API v3 as far as Native payment goes: checks our WECHATPAY2-SHA256-RSA2048 Authorization,
 * answers signed with the 微信支付公钥's private key (Wechatpay-Serial = its id), and makes notices
 * the way WeChat does (resource encrypted with AES-256-GCM under the APIv3 key, then signed).
 */
export class FakeWechatPay {
  readonly trades = new Map<string, Trade>();
  readonly refunds = new Map<string, Refund>();
  refuseRefunds = false;
  sendNotices = true;

  constructor(private readonly keys: FakePayKeys) {}

  /** Signature headers over `timestamp\nnonce\nbody\n` (another key, or an old timestamp, on demand). */
  signed(body: string, options: { timestamp?: number; signWith?: string; serial?: string } = {}) {
    const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
    const n = nonce();
    const signature = createSign('RSA-SHA256')
      .update(`${timestamp}\n${n}\n${body}\n`)
      .sign(options.signWith ?? this.keys.wechatPlatformPrivate, 'base64');
    return {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': n,
      'wechatpay-signature': signature,
      'wechatpay-serial': options.serial ?? FAKE_WECHAT_PUBLIC_KEY_ID,
    };
  }

  /** A notice as WeChat posts it: the resource encrypted, the whole body signed. */
  notice(
    resource: Record<string, unknown>,
    eventType = 'TRANSACTION.SUCCESS',
    options: { timestamp?: number; signWith?: string; key?: string } = {},
  ) {
    const iv = randomBytes(6).toString('hex');
    const aad = eventType.startsWith('REFUND') ? 'refund' : 'transaction';
    const cipher = createCipheriv(
      'aes-256-gcm',
      Buffer.from(options.key ?? this.keys.apiV3Key),
      Buffer.from(iv),
    );
    cipher.setAAD(Buffer.from(aad));
    const text = Buffer.concat([
      cipher.update(JSON.stringify(resource)),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    const body = JSON.stringify({
      id: `EV-${randomInt(1e9)}`,
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: eventType.startsWith('REFUND') ? '退款成功' : '支付成功',
      resource: {
        original_type: aad,
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: text.toString('base64'),
        associated_data: aad,
        nonce: iv,
      },
    });
    return { body, headers: { 'content-type': 'application/json', ...this.signed(body, options) } };
  }

  /** The decrypted resource of a paid trade (overrides make a wrong amount, app id…). */
  paidResource(outTradeNo: string, overrides: Record<string, unknown> = {}) {
    const trade = this.trades.get(outTradeNo);
    return {
      appid: FAKE_WECHAT_APPID,
      mchid: FAKE_WECHAT_MCHID,
      out_trade_no: outTradeNo,
      transaction_id: trade?.transactionId || `4200${randomInt(1e9)}`,
      trade_type: 'NATIVE',
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      success_time: new Date().toISOString(),
      payer: { openid: 'oFAKEpayer' },
      amount: {
        total: trade?.total ?? 1,
        payer_total: trade?.total ?? 1,
        currency: 'CNY',
        payer_currency: 'CNY',
      },
      ...overrides,
    };
  }

  refundResource(outRefundNo: string, status = 'SUCCESS') {
    const refund = this.refunds.get(outRefundNo)!;
    return {
      mchid: FAKE_WECHAT_MCHID,
      out_trade_no: refund.outTradeNo,
      transaction_id: this.trades.get(refund.outTradeNo)?.transactionId ?? '',
      out_refund_no: outRefundNo,
      refund_id: refund.refundId,
      refund_status: status,
      amount: {
        total: refund.total,
        refund: refund.refund,
        payer_total: refund.total,
        payer_refund: refund.refund,
      },
    };
  }

  /** The buyer scanned code_url and paid in WeChat: the trade is paid and its notice posted. */
  async scan(codeUrl: string) {
    const token = new URL(codeUrl).searchParams.get('pr');
    const trade = [...this.trades.values()].find((t) => t.token === token);
    if (!trade) throw new Error(`no trade for ${codeUrl}`);
    trade.state = 'SUCCESS';
    trade.transactionId ||= `4200${String(randomInt(1e9)).padStart(9, '0')}`;
    if (this.sendNotices) {
      const { body, headers } = this.notice(this.paidResource(trade.outTradeNo));
      await fetch(trade.notifyUrl, { method: 'POST', headers, body }).catch(() => undefined);
    }
    return trade;
  }

  private json(status: number, data: unknown): FakeAnswer {
    const body = data === undefined ? '' : JSON.stringify(data);
    return { status, headers: { 'content-type': 'application/json', ...this.signed(body) }, body };
  }

  private authorised(method: string, url: URL, body: string, authorization: string) {
    const field = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(authorization)?.[1] ?? '';
    if (!authorization.startsWith('WECHATPAY2-SHA256-RSA2048 ')) return false;
    if (field('mchid') !== FAKE_WECHAT_MCHID || field('serial_no') !== FAKE_WECHAT_SERIAL) return false;
    const text = `${method}\n${url.pathname}${url.search}\n${field('timestamp')}\n${field('nonce_str')}\n${body}\n`;
    return createVerify('RSA-SHA256')
      .update(text)
      .verify(this.keys.wechatMerchantPublic, field('signature'), 'base64');
  }

  handle(method: string, url: URL, body: string, authorization: string): FakeAnswer | null {
    if (url.pathname === '/wechat/scan' && method === 'POST')
      return {
        status: 200,
        headers: {},
        body: '',
        after: async () => ({
          status: 200,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ paid: (await this.scan(body)).outTradeNo }),
        }),
      };
    if (!url.pathname.startsWith('/v3/')) return null;
    if (!this.authorised(method, url, body, authorization))
      return this.json(401, { code: 'SIGN_ERROR', message: '签名错误' });
    const data = body ? (JSON.parse(body) as Record<string, any>) : {};
    const path = url.pathname;
    if (path === '/v3/pay/transactions/native' && method === 'POST') {
      if (data.appid !== FAKE_WECHAT_APPID || data.mchid !== FAKE_WECHAT_MCHID)
        return this.json(400, { code: 'PARAM_ERROR', message: 'appid和mch_id不匹配' });
      const existing = this.trades.get(data.out_trade_no);
      const token = existing?.token ?? randomBytes(8).toString('hex');
      this.trades.set(data.out_trade_no, {
        outTradeNo: data.out_trade_no,
        total: data.amount.total,
        notifyUrl: data.notify_url,
        state: existing?.state ?? 'NOTPAY',
        transactionId: existing?.transactionId ?? '',
        token,
      });
      return this.json(200, { code_url: `weixin://wxpay/bizpayurl?pr=${token}` });
    }
    const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(path);
    if (query && method === 'GET') {
      const trade = this.trades.get(decodeURIComponent(query[1]!));
      if (!trade) return this.json(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      return this.json(200, {
        appid: FAKE_WECHAT_APPID,
        mchid: FAKE_WECHAT_MCHID,
        out_trade_no: trade.outTradeNo,
        transaction_id: trade.transactionId || undefined,
        trade_state: trade.state,
        amount: { total: trade.total, payer_total: trade.total, currency: 'CNY' },
      });
    }
    const close = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(path);
    if (close && method === 'POST') {
      const trade = this.trades.get(decodeURIComponent(close[1]!));
      if (trade?.state === 'NOTPAY') trade.state = 'CLOSED';
      return this.json(204, undefined);
    }
    if (path === '/v3/refund/domestic/refunds' && method === 'POST') {
      const trade = this.trades.get(data.out_trade_no);
      if (!trade || trade.state !== 'SUCCESS')
        return this.json(404, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' });
      if (this.refuseRefunds) return this.json(500, { code: 'SYSTEM_ERROR', message: '系统超时' });
      const refund = this.refunds.get(data.out_refund_no) ?? {
        outRefundNo: data.out_refund_no,
        outTradeNo: trade.outTradeNo,
        refund: data.amount.refund,
        total: data.amount.total,
        refundId: `5030${randomInt(1e9)}`,
        status: 'PROCESSING' as const,
        notifyUrl: data.notify_url,
      };
      this.refunds.set(refund.outRefundNo, refund);
      return this.json(200, {
        refund_id: refund.refundId,
        out_refund_no: refund.outRefundNo,
        out_trade_no: refund.outTradeNo,
        status: refund.status,
        amount: { refund: refund.refund, total: refund.total, currency: 'CNY' },
      });
    }
    const refundQuery = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path);
    if (refundQuery && method === 'GET') {
      const refund = this.refunds.get(decodeURIComponent(refundQuery[1]!));
      if (!refund) return this.json(404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' });
      return this.json(200, {
        refund_id: refund.refundId,
        out_refund_no: refund.outRefundNo,
        status: refund.status,
        amount: { refund: refund.refund, total: refund.total },
      });
    }
    return this.json(404, { code: 'NOT_FOUND', message: '接口不存在' });
  }
}
