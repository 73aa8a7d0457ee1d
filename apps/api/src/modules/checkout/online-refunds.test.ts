import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppContext } from '../../app-context';
import { testConfig } from '../../config';
import { paymentReconcile } from '../../jobs/payment-reconcile';
import { paymentConfigFrom } from '../../providers/payment/index';
import type { GoodsPick, Kit } from '../../test/commerce-test-kit';
import type { FakePayGateways } from '../../test/fake-pay/fake-server';
import {
  createOnlinePayApp,
  postAlipayNotice,
  postWechatNotice,
  PUBLIC_URL,
  unpaidOrder,
} from '../../test/online-pay-kit';
import { createTestApp } from '../../test/test-app';

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

async function paidWith(method: 'alipay' | 'wechat', goodsId = goods[0]!.id) {
  const id = await unpaidOrder(k, goodsId);
  const start = (await k.post(`/api/pay/${id}`, { method }, 'yaodian01')).body.data;
  if (method === 'alipay') {
    await fetch(start.redirect_url);
    await fake.alipay.pay(start.payment_no);
    expect((await postAlipayNotice(k, fake.alipay.notice(start.payment_no))).body).toBe('success');
  } else {
    await fake.wechat.scan(start.code_url);
    expect(
      (await postWechatNotice(k, fake.wechat.notice(fake.wechat.paidResource(start.payment_no)))).statusCode,
    ).toBe(204);
  }
  return { id, paymentNo: start.payment_no as string };
}

/** 仅退款 of every unit of the unshipped order, approved and refunded by operator01. */
async function refundWhole(orderId: number) {
  const lines = await k.rows(
    `select id, quantity from order_lines where order_id = ${orderId} and not is_gift`,
  );
  const sale = await k.post(
    '/api/after_sale',
    {
      order_id: orderId,
      kind: 'refund_only',
      reason: '不想要了',
      lines: lines.map((l) => ({ order_line_id: l.id, quantity: l.quantity })),
    },
    'yaodian01',
  );
  expect(sale.status).toBe(200);
  expect(
    (await k.post(`/api/operator/after_sale/${sale.body.data.id}/approve`, {}, 'operator01')).status,
  ).toBe(200);
  const refund = await k.post(`/api/operator/after_sale/${sale.body.data.id}/refund`, {}, 'operator01');
  expect(refund.status).toBe(200);
  return sale.body.data.id as number;
}

const refundsOf = (paymentNo: string) =>
  k.rows(
    `select r.id, r.refund_no, r.amount, r.status, r.provider, r.failure from payment_refunds r join payments p on p.id = r.payment_id where p.payment_no = '${paymentNo}' order by r.id`,
  );

describe('the console names the channel', () => {
  it('shows an order paid by WeChat Pay as paid online through wechat', async () => {
    const { id } = await paidWith('wechat');
    const detail = (await k.get(`/api/operator/orders/${id}`, 'operator01')).body.data;
    expect(detail).toMatchObject({ pay_method: 'online', pay_provider: 'wechat' });
  });
});

describe('refunds through the provider', () => {
  it('sends an Alipay refund back under our refund number; a refused one stays failed until retried', async () => {
    const ok = await paidWith('alipay');
    await refundWhole(ok.id);
    const done = await refundsOf(ok.paymentNo);
    expect(done.length).toBeGreaterThan(0);
    expect(done.every((r) => r.status === 'done' && r.provider === 'alipay')).toBe(true);
    const trade = fake.alipay.trades.get(ok.paymentNo)!;
    expect([...trade.refunds.keys()].sort()).toEqual(done.map((r) => r.refund_no).sort());
    const [paid] = await k.rows(`select amount from payments where payment_no = '${ok.paymentNo}'`);
    expect(done.reduce((s, r) => s + r.amount, 0)).toBe(paid!.amount);

    const refused = await paidWith('alipay');
    fake.alipay.refuseRefunds = true;
    await refundWhole(refused.id);
    fake.alipay.refuseRefunds = false;
    const [failed] = await refundsOf(refused.paymentNo);
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed!.failure).toContain('系统错误');
    expect(fake.alipay.trades.get(refused.paymentNo)!.refunds.size).toBe(0);
    const list = await k.get('/api/operator/finance/provider-refunds?status=failed', 'operator01');
    expect(list.body.data.list.map((r: { refund_no: string }) => r.refund_no)).toContain(failed!.refund_no);

    const retried = await k.post(
      `/api/operator/finance/provider-refunds/${failed!.id}/retry`,
      {},
      'operator01',
    );
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ status: 'done', status_name: '已退回', attempts: 2 });
    expect([...fake.alipay.trades.get(refused.paymentNo)!.refunds.keys()]).toEqual([failed!.refund_no]);
    expect(
      (await k.post(`/api/operator/finance/provider-refunds/${failed!.id}/retry`, {}, 'operator01')).status,
    ).toBe(409);
    expect(
      (await k.post(`/api/operator/finance/provider-refunds/${failed!.id}/retry`, {}, 'yaodian01')).status,
    ).toBe(403);
  });

  it('waits for WeChat’s refund notice before a refund counts as done', async () => {
    const paid = await paidWith('wechat', goods[1]!.id);
    await refundWhole(paid.id);
    const [processing] = await refundsOf(paid.paymentNo);
    expect(processing).toMatchObject({ status: 'processing', provider: 'wechat' });
    const notice = fake.wechat.notice(fake.wechat.refundResource(processing!.refund_no), 'REFUND.SUCCESS');
    expect((await postWechatNotice(k, notice)).statusCode).toBe(204);
    expect((await postWechatNotice(k, notice)).statusCode).toBe(204);
    const [done] = await refundsOf(paid.paymentNo);
    expect(done).toMatchObject({ status: 'done' });
    const stored = await k.rows(
      `select outcome from payment_notices where state = 'REFUND_SUCCESS' order by id`,
    );
    expect(stored.map((n) => n.outcome)).toEqual(['refund_done', 'repeated']);
  });
});

describe('missed notices', () => {
  const runJob = async () => {
    const config = testConfig({
      payments: paymentConfigFrom(fake.env(PUBLIC_URL), 0),
      paymentReconcileMs: 60_000,
    });
    await paymentReconcile(createAppContext(k.db, config))!.run(new AbortController().signal);
  };
  const age = (paymentNo: string, minutes: number) =>
    k.rows(
      `update payments set created_at = now() - interval '${minutes} minutes' where payment_no = '${paymentNo}'`,
    );

  it('settles payments whose notice never came and closes one never paid', async () => {
    const viaAlipay = await unpaidOrder(k, goods[0]!.id);
    const a = (await k.post(`/api/pay/${viaAlipay}`, { method: 'alipay' }, 'yaodian01')).body.data;
    await fetch(a.redirect_url);
    await fake.alipay.pay(a.payment_no);
    const viaWechat = await unpaidOrder(k, goods[1]!.id, 'zhensuo01');
    const w = (await k.post(`/api/pay/${viaWechat}`, { method: 'wechat' }, 'zhensuo01')).body.data;
    await fake.wechat.scan(w.code_url);
    await runJob();
    // Not yet 2 minutes old: nobody asked.
    expect(
      (await k.rows(`select status from orders where id in (${viaAlipay}, ${viaWechat})`)).map(
        (o) => o.status,
      ),
    ).toEqual(['unpaid', 'unpaid']);
    await age(a.payment_no, 3);
    await age(w.payment_no, 3);
    await runJob();
    const orders = await k.rows(
      `select status from orders where id in (${viaAlipay}, ${viaWechat}) order by id`,
    );
    expect(orders.map((o) => o.status)).toEqual(['to_ship', 'to_ship']);
    await runJob();
    expect(
      await k.rows(
        `select count(*)::int as n from order_events where order_id in (${viaAlipay}, ${viaWechat}) and kind = 'paid'`,
      ),
    ).toEqual([{ n: 2 }]);

    const never = await unpaidOrder(k, goods[0]!.id);
    const n = (await k.post(`/api/pay/${never}`, { method: 'alipay' }, 'yaodian01')).body.data;
    await fetch(n.redirect_url);
    await age(n.payment_no, 40);
    await runJob();
    expect(await k.rows(`select status from payments where payment_no = '${n.payment_no}'`)).toEqual([
      { status: 'cancelled' },
    ]);
    expect(fake.alipay.trades.get(n.payment_no)!.status).toBe('TRADE_CLOSED');
  });
});

describe('production', () => {
  it('mounts no sandbox whatever its secret, and offers only configured providers', async () => {
    const env = { NODE_ENV: 'production', PAYMENT_SANDBOX_SECRET: 'a-real-secret-from-the-vault' };
    const t = await createTestApp({ config: { production: true, payments: paymentConfigFrom(env, 0) } });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/api/pay/sandbox/PY20260101000000000000' });
      expect(page.statusCode).toBe(404);
      const notice = await t.app.inject({
        method: 'POST',
        url: '/api/pay/notify/sandbox',
        payload: 'payment_no=PY20260101000000000000&amount=1&status=success&trade_no=x&sign=00',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(notice.statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/pay/methods' })).json().data).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('offers the configured providers in PAYMENT_PROVIDERS order, incomplete ones never', () => {
    const env = { ...fake.env(PUBLIC_URL), PAYMENT_PROVIDERS: 'wechat,alipay,sandbox' };
    expect(paymentConfigFrom(env, 0).order).toEqual(['wechat', 'alipay', 'sandbox']);
    expect(paymentConfigFrom({ ...env, NODE_ENV: 'production' }, 0).order).toEqual(['wechat', 'alipay']);
    const incomplete = paymentConfigFrom({ ...env, WECHATPAY_APIV3_KEY: '' }, 0);
    expect(incomplete.order).toEqual(['alipay', 'sandbox']);
    expect(incomplete.problems.join()).toContain('WECHATPAY_APIV3_KEY');
    expect(paymentConfigFrom({}, 0).order).toEqual(['sandbox']);
  });
});
