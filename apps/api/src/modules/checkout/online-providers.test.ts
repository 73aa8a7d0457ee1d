import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import type { GoodsPick, Kit } from '../../test/commerce-test-kit';
import type { FakePayGateways } from '../../test/fake-pay/fake-server';
import {
  createOnlinePayApp,
  postAlipayNotice,
  postWechatNotice,
  PUBLIC_URL,
  unpaidOrder,
} from '../../test/online-pay-kit';

let k: Kit;
let fake: FakePayGateways;
let goods: GoodsPick[];
beforeAll(async () => {
  ({ k, fake } = await createOnlinePayApp());
  goods = await k.plainGoods(2);
});
afterAll(async () => {
  await k?.close();
  await fake?.close();
});

const strangerKey = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ format: 'pem', type: 'pkcs8' })
    .toString();

const orderState = async (id: number) => {
  const [order] = await k.rows(`select status from orders where id = ${id}`);
  const payments = await k.rows(`select status from payments where order_id = ${id} order by id`);
  const events = await k.rows(
    `select count(*)::int as n from order_events where order_id = ${id} and kind = 'paid'`,
  );
  return { order: order!.status, payments: payments.map((p) => p.status), paidEvents: events[0]!.n };
};

const noticesOf = (paymentNo: string) =>
  k.rows(`select outcome, verified from payment_notices where payment_no = '${paymentNo}' order by id`);

async function startAlipay(id: number) {
  const start = await k.post(`/api/pay/${id}`, { method: 'alipay' }, 'yaodian01');
  expect(start.status).toBe(200);
  return start.body.data as { payment_no: string; redirect_url: string; status: string };
}

describe('Alipay 电脑网站支付', () => {
  it('sends the buyer to a signed alipay.trade.page.pay request the gateway accepts', async () => {
    const id = await unpaidOrder(k, goods[0]!.id);
    const start = await startAlipay(id);
    expect(start.status).toBe('pending');
    const url = new URL(start.redirect_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.origin}/alipay/gateway.do`);
    expect(url.searchParams.get('method')).toBe('alipay.trade.page.pay');
    expect(url.searchParams.get('sign_type')).toBe('RSA2');
    expect(url.searchParams.get('notify_url')).toBe(`${PUBLIC_URL}/api/pay/notify/alipay`);
    expect(url.searchParams.get('return_url')).toBe(`${PUBLIC_URL}/cart/step4?order_id=${id}`);
    const biz = JSON.parse(url.searchParams.get('biz_content')!);
    const [order] = await k.rows(`select payable_amount from orders where id = ${id}`);
    expect(biz).toMatchObject({
      out_trade_no: start.payment_no,
      total_amount: (order!.payable_amount / 100).toFixed(2),
    });
    const cashier = await fetch(start.redirect_url);
    expect(await cashier.text()).toContain('确认付款');
    // Starting again reuses the open payment.
    expect((await startAlipay(id)).payment_no).toBe(start.payment_no);
  });

  it('settles a signed notice once under 10 parallel repeats', async () => {
    const id = await unpaidOrder(k, goods[0]!.id);
    const { payment_no } = await startAlipay(id);
    await fetch((await startAlipay(id)).redirect_url);
    await fake.alipay.pay(payment_no);
    const notice = fake.alipay.notice(payment_no);
    const answers = await Promise.all(Array.from({ length: 10 }, () => postAlipayNotice(k, notice)));
    expect(answers.map((a) => a.body)).toEqual(Array(10).fill('success'));
    expect(await orderState(id)).toEqual({ order: 'to_ship', payments: ['paid'], paidEvents: 1 });
    const stored = await noticesOf(payment_no);
    expect(stored).toHaveLength(10);
    expect(stored.filter((n) => n.outcome === 'paid')).toHaveLength(1);
    expect(stored.filter((n) => n.outcome === 'repeated')).toHaveLength(9);
    const [paid] = await k.rows(
      `select provider, provider_trade_no from payments where payment_no = '${payment_no}'`,
    );
    expect(paid).toEqual({
      provider: 'alipay',
      provider_trade_no: fake.alipay.trades.get(payment_no)!.tradeNo,
    });
  });

  it('changes nothing for a wrong signature, app id, amount, state or an unknown out_trade_no', async () => {
    const id = await unpaidOrder(k, goods[0]!.id);
    const { payment_no, redirect_url } = await startAlipay(id);
    await fetch(redirect_url);
    const bad = [
      fake.alipay.notice(payment_no, {}, strangerKey()),
      fake.alipay.notice(payment_no, { app_id: '2021999999999999' }),
      fake.alipay.notice(payment_no, { total_amount: '0.01' }),
      fake.alipay.notice(payment_no, { trade_status: 'WAIT_BUYER_PAY' }),
      fake.alipay.notice('PY20260101000000000000'),
      `${fake.alipay.notice(payment_no)}&extra=1`,
    ];
    for (const body of bad) expect((await postAlipayNotice(k, body)).body).toBe('failure');
    expect(await orderState(id)).toEqual({ order: 'unpaid', payments: ['pending'], paidEvents: 0 });
    const stored = await k.rows(
      `select outcome, verified, reason from payment_notices where provider = 'alipay' order by id desc limit 6`,
    );
    expect(stored.map((n) => n.outcome).reverse()).toEqual([
      'rejected',
      'rejected',
      'rejected',
      'ignored',
      'unknown',
      'rejected',
    ]);
    expect(stored.filter((n) => n.verified)).toHaveLength(3);
  });
});

describe('WeChat Pay Native', () => {
  async function startWechat(id: number) {
    const start = await k.post(`/api/pay/${id}`, { method: 'wechat' }, 'yaodian01');
    expect(start.status).toBe(200);
    return start.body.data as { payment_no: string; code_url: string; status: string; provider: string };
  }

  it('answers a code_url and settles a signed notice once under 10 parallel repeats', async () => {
    const id = await unpaidOrder(k, goods[1]!.id);
    const start = await startWechat(id);
    expect(start).toMatchObject({ status: 'pending', provider: 'wechat' });
    expect(start.code_url).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    const notice = fake.wechat.notice(fake.wechat.paidResource(start.payment_no));
    const answers = await Promise.all(Array.from({ length: 10 }, () => postWechatNotice(k, notice)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(204));
    expect(await orderState(id)).toEqual({ order: 'to_ship', payments: ['paid'], paidEvents: 1 });
    expect((await noticesOf(start.payment_no)).filter((n) => n.outcome === 'paid')).toHaveLength(1);
  });

  it('changes nothing for a wrong signature, app id, amount, unknown out_trade_no or an old timestamp', async () => {
    const id = await unpaidOrder(k, goods[1]!.id);
    const { payment_no } = await startWechat(id);
    const paid = fake.wechat.paidResource(payment_no);
    const bad = [
      fake.wechat.notice(paid, undefined, { signWith: strangerKey() }),
      fake.wechat.notice({ ...paid, appid: 'wx9999999999999999' }),
      fake.wechat.notice({ ...paid, amount: { total: 1, payer_total: 1, currency: 'CNY' } }),
      fake.wechat.notice({ ...paid, out_trade_no: 'PY20260101000000000000' }),
      fake.wechat.notice(paid, undefined, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      fake.wechat.notice(paid, undefined, { key: 'x'.repeat(32) }),
    ];
    for (const notice of bad) {
      const answer = await postWechatNotice(k, notice);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'FAIL' });
    }
    expect(await orderState(id)).toEqual({ order: 'unpaid', payments: ['pending'], paidEvents: 0 });
    const reasons = await k.rows(
      `select outcome, reason from payment_notices where provider = 'wechat' order by id desc limit 6`,
    );
    expect(reasons.map((n) => n.outcome).reverse()).toEqual([
      'rejected',
      'rejected',
      'rejected',
      'unknown',
      'rejected',
      'rejected',
    ]);
    expect(reasons[1]!.reason).toContain('5分钟');
  });
});

describe('finance endpoints', () => {
  it('lists notices by provider and outcome for staff with after_sale.refund only', async () => {
    const list = await k.get(
      '/api/operator/finance/payment-notices?provider=wechat&outcome=rejected',
      'operator01',
    );
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBeGreaterThanOrEqual(5);
    expect(
      list.body.data.list.every(
        (n: { provider: string; outcome: string }) => n.provider === 'wechat' && n.outcome === 'rejected',
      ),
    ).toBe(true);
    expect((await k.get('/api/operator/finance/payment-notices', 'yaodian01')).status).toBe(403);
    expect((await k.get('/api/operator/finance/provider-refunds?status=nope', 'operator01')).status).toBe(
      422,
    );
  });
});
