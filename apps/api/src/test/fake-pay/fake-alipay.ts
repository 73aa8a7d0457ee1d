import { createSign, createVerify, randomInt } from 'node:crypto';
import type { FakeAnswer } from './fake-server';
import { FAKE_ALIPAY_APP_ID, type FakePayKeys } from './keys';

interface Trade {
  outTradeNo: string;
  totalAmount: string;
  subject: string;
  notifyUrl: string;
  returnUrl: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  tradeNo: string;
  refunds: Map<string, string>;
}

const sortedText = (fields: Record<string, string>, skip: string[]) =>
  Object.keys(fields)
    .filter((k) => !skip.includes(k) && fields[k] !== '')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');

const stamp = () => new Date(Date.now() + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
const yuan = (fen: number) => (fen / 100).toFixed(2);
const fenOf = (text: string) => Math.round(Number(text) * 100);

/**
 * Alipay's open platform as far as 电脑网站支付 goes: gateway.do checks our RSA2 signature, shows a
 * cashier page for alipay.trade.page.pay, answers query / refund / close signed with Alipay's key,
 * and signs the notices it sends (or that tests post themselves) the way Alipay does.
 */
export class FakeAlipay {
  readonly trades = new Map<string, Trade>();
  /** The next refunds are refused (ACQ.SYSTEM_ERROR) while set. */
  refuseRefunds = false;
  /** Notices are posted to notify_url on payment unless turned off (a missed notice). */
  sendNotices = true;
  readonly requests: string[] = [];

  constructor(private readonly keys: FakePayKeys) {}

  sign(text: string, key = this.keys.alipayPrivate) {
    return createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64');
  }

  /** A notice as Alipay posts it: every field, signed over the sorted fields without sign and sign_type. */
  notice(outTradeNo: string, overrides: Record<string, string> = {}, signWith?: string) {
    const trade = this.trades.get(outTradeNo);
    const fields: Record<string, string> = {
      notify_time: stamp(),
      notify_type: 'trade_status_sync',
      notify_id: `ntf${randomInt(1e9)}`,
      app_id: FAKE_ALIPAY_APP_ID,
      charset: 'utf-8',
      version: '1.0',
      trade_no: trade?.tradeNo || `2026${randomInt(1e9)}`,
      out_trade_no: outTradeNo,
      trade_status: 'TRADE_SUCCESS',
      total_amount: trade?.totalAmount ?? '0.01',
      receipt_amount: trade?.totalAmount ?? '0.01',
      subject: trade?.subject ?? '药采网订单',
      gmt_payment: stamp(),
      ...overrides,
    };
    const sign = this.sign(sortedText(fields, ['sign', 'sign_type']), signWith);
    return new URLSearchParams({ ...fields, sign_type: 'RSA2', sign }).toString();
  }

  /** Marks the trade paid (the buyer confirmed on the cashier page) and posts the notice. */
  async pay(outTradeNo: string) {
    const trade = this.trades.get(outTradeNo);
    if (!trade) throw new Error(`no trade ${outTradeNo}`);
    trade.status = 'TRADE_SUCCESS';
    trade.tradeNo ||= `2026${String(randomInt(1e9)).padStart(9, '0')}`;
    if (this.sendNotices && trade.notifyUrl) {
      await fetch(trade.notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: this.notice(outTradeNo),
      }).catch(() => undefined);
    }
    return trade;
  }

  private verify(fields: Record<string, string>) {
    const text = sortedText(fields, ['sign']);
    return createVerify('RSA-SHA256')
      .update(text, 'utf8')
      .verify(this.keys.alipayAppPublic, fields.sign ?? '', 'base64');
  }

  private answer(method: string, inner: Record<string, unknown>): FakeAnswer {
    const key = `${method.replaceAll('.', '_')}_response`;
    const innerText = JSON.stringify(inner);
    const body = `{"${key}":${innerText},"sign":"${this.sign(innerText)}"}`;
    return { status: 200, headers: { 'content-type': 'application/json;charset=utf-8' }, body };
  }

  handle(method: string, url: URL, body: string): FakeAnswer | null {
    if (url.pathname === '/alipay/gateway.do') return this.gateway(method, url, body);
    const pay = /^\/alipay\/cashier\/([A-Z0-9]+)\/pay$/.exec(url.pathname);
    if (pay && method === 'POST')
      return { status: 200, headers: {}, body: '', after: () => this.paid(pay[1]!) };
    return null;
  }

  private async paid(outTradeNo: string): Promise<FakeAnswer> {
    const trade = await this.pay(outTradeNo);
    const back = new URL(trade.returnUrl);
    back.searchParams.set('out_trade_no', outTradeNo);
    back.searchParams.set('trade_no', trade.tradeNo);
    back.searchParams.set('total_amount', trade.totalAmount);
    return { status: 302, headers: { location: back.toString() }, body: '' };
  }

  private gateway(method: string, url: URL, body: string): FakeAnswer {
    const fields: Record<string, string> = Object.fromEntries(url.searchParams);
    if (method === 'POST') Object.assign(fields, Object.fromEntries(new URLSearchParams(body)));
    this.requests.push(fields.method ?? '');
    const api = fields.method ?? '';
    if (fields.app_id !== FAKE_ALIPAY_APP_ID || !this.verify(fields)) {
      return this.answer(api, {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.invalid-signature',
        sub_msg: '验签出错',
      });
    }
    const biz = JSON.parse(fields.biz_content ?? '{}') as Record<string, string>;
    if (api === 'alipay.trade.page.pay') return this.cashier(fields, biz);
    const trade = this.trades.get(biz.out_trade_no ?? '');
    const missing = {
      code: '40004',
      msg: 'Business Failed',
      sub_code: 'ACQ.TRADE_NOT_EXIST',
      sub_msg: '交易不存在',
    };
    if (api === 'alipay.trade.query') {
      if (!trade || trade.status === 'WAIT_BUYER_PAY')
        return this.answer(
          api,
          trade
            ? {
                code: '10000',
                msg: 'Success',
                out_trade_no: trade.outTradeNo,
                trade_status: trade.status,
                total_amount: trade.totalAmount,
              }
            : missing,
        );
      return this.answer(api, {
        code: '10000',
        msg: 'Success',
        out_trade_no: trade.outTradeNo,
        trade_no: trade.tradeNo,
        trade_status: trade.status,
        total_amount: trade.totalAmount,
      });
    }
    if (api === 'alipay.trade.close') {
      if (!trade) return this.answer(api, missing);
      if (trade.status === 'WAIT_BUYER_PAY') trade.status = 'TRADE_CLOSED';
      return this.answer(api, { code: '10000', msg: 'Success', out_trade_no: trade.outTradeNo });
    }
    if (api === 'alipay.trade.refund') {
      if (!trade || trade.status !== 'TRADE_SUCCESS') return this.answer(api, missing);
      if (this.refuseRefunds)
        return this.answer(api, {
          code: '40004',
          msg: 'Business Failed',
          sub_code: 'ACQ.SYSTEM_ERROR',
          sub_msg: '系统错误',
        });
      const requestNo = biz.out_request_no ?? '';
      const already = [...trade.refunds.entries()]
        .filter(([no]) => no !== requestNo)
        .reduce((s, [, a]) => s + fenOf(a), 0);
      if (!trade.refunds.has(requestNo)) {
        if (already + fenOf(biz.refund_amount ?? '0') > fenOf(trade.totalAmount))
          return this.answer(api, {
            code: '40004',
            msg: 'Business Failed',
            sub_code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL',
            sub_msg: '退款金额超限',
          });
        trade.refunds.set(requestNo, biz.refund_amount ?? '0');
      }
      const total = [...trade.refunds.values()].reduce((s, a) => s + fenOf(a), 0);
      return this.answer(api, {
        code: '10000',
        msg: 'Success',
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        fund_change: 'Y',
        refund_fee: yuan(total),
      });
    }
    if (api === 'alipay.trade.fastpay.refund.query') {
      const amount = trade?.refunds.get(biz.out_request_no ?? '');
      return this.answer(api, {
        code: '10000',
        msg: 'Success',
        out_trade_no: biz.out_trade_no,
        ...(amount
          ? { refund_amount: amount, refund_status: 'REFUND_SUCCESS', trade_no: trade!.tradeNo }
          : {}),
      });
    }
    return this.answer(api, { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method' });
  }

  private cashier(fields: Record<string, string>, biz: Record<string, string>): FakeAnswer {
    const no = biz.out_trade_no ?? '';
    const existing = this.trades.get(no);
    this.trades.set(no, {
      outTradeNo: no,
      totalAmount: biz.total_amount ?? '0',
      subject: biz.subject ?? '',
      notifyUrl: fields.notify_url ?? '',
      returnUrl: fields.return_url ?? '',
      status: existing?.status ?? 'WAIT_BUYER_PAY',
      tradeNo: existing?.tradeNo ?? '',
      refunds: existing?.refunds ?? new Map(),
    });
    const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>支付宝 - 网上支付 安全快速！</title></head>
<body style="font-family:sans-serif;background:#f2f2f2"><div style="max-width:520px;margin:60px auto;background:#fff;padding:32px;border-top:4px solid #1677ff">
<h2 style="color:#1677ff">支付宝（测试网关）</h2><p>${biz.subject ?? ''}</p><p>商户订单号：${no}</p>
<p style="font-size:28px;color:#f60" data-testid="alipay-amount">¥${biz.total_amount}</p>
<form method="post" action="/alipay/cashier/${no}/pay"><button type="submit" style="background:#1677ff;color:#fff;border:0;padding:10px 40px;font-size:16px">确认付款</button></form>
</div></body></html>`;
    return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: html };
  }
}
