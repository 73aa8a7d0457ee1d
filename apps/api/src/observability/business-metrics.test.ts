import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type GoodsPick, type Kit } from '../test/commerce-test-kit';
import { notifySandbox, payOnline } from '../test/sandbox-test-kit';

let k: Kit;
let goods: GoodsPick[];
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'operator01']);
  goods = await k.plainGoods(2);
});
afterAll(() => k?.close());

/** The value of one series of /metrics (0 when it has not been counted yet). */
async function metric(name: string, labels = '') {
  const res = await k.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
  expect(res.statusCode).toBe(200);
  const series = labels ? `${name}{${labels}}` : name;
  const line = res.body.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

async function placeOrder(goodsIndex: number, extra: Record<string, unknown> = {}) {
  await k.clearCart('yaodian01');
  const ids = await k.add('yaodian01', [{ goods_id: goods[goodsIndex]!.id, number: 2 }]);
  const created = await k.order('yaodian01', ids, extra);
  expect(created.status).toBe(200);
  return created.body.data.order_id as number;
}

describe('business counters follow what really happened', () => {
  it('counts failed logins, not good ones', async () => {
    const before = await metric('yaocai_logins_failed_total');
    await k.login('yaodian01');
    const wrong = await k.call({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'yaodian01', password: 'not-the-password' },
    });
    expect(wrong.status).toBe(422);
    expect(await metric('yaocai_logins_failed_total')).toBe(before + 1);
  });

  it('counts an order once however often its idempotency key is sent, and its payment by method', async () => {
    const created = await metric('yaocai_orders_created_total');
    const paidBalance = await metric('yaocai_orders_paid_total', 'method="balance"');
    const paidOnline = await metric('yaocai_orders_paid_total', 'method="online"');

    await k.clearCart('yaodian01');
    const ids = await k.add('yaodian01', [{ goods_id: goods[0]!.id, number: 2 }]);
    const body = {
      ids,
      address_id: await k.addressOf('yaodian01'),
      invoice_type: 0,
      idempotency_key: `metrics-${Date.now()}`,
      pay_method: 'balance',
    };
    const first = await k.post('/api/order/create', body, 'yaodian01');
    const again = await k.post('/api/order/create', body, 'yaodian01');
    expect(again.body.data.order_id).toBe(first.body.data.order_id);
    expect(await metric('yaocai_orders_created_total')).toBe(created + 1);
    expect(await metric('yaocai_orders_paid_total', 'method="balance"')).toBe(paidBalance + 1);

    await payOnline(k, await placeOrder(1), k.cookies.yaodian01!);
    expect(await metric('yaocai_orders_created_total')).toBe(created + 2);
    expect(await metric('yaocai_orders_paid_total', 'method="online"')).toBe(paidOnline + 1);
  });

  it('counts a refused balance payment and a forged gateway notice as failed payments', async () => {
    const failedBalance = await metric('yaocai_payments_failed_total', 'method="balance"');
    const failedOnline = await metric('yaocai_payments_failed_total', 'method="online"');
    const id = await placeOrder(0);
    const memberId = await k.memberId('yaodian01');
    const saved = await k.rows(`select * from balance_ledger where member_id = ${memberId}`);
    await k.rows(
      `insert into balance_ledger (member_id, amount, kind, note) select ${memberId}, -sum(amount), 'grant', 'metrics test' from balance_ledger where member_id = ${memberId}`,
    );
    const refused = await k.post(`/api/pay/${id}`, { method: 'balance' }, 'yaodian01');
    await k.rows(`delete from balance_ledger where member_id = ${memberId} and note = 'metrics test'`);
    expect(refused.status).toBe(409);
    expect(await k.rows(`select * from balance_ledger where member_id = ${memberId}`)).toHaveLength(
      saved.length,
    );
    expect(await metric('yaocai_payments_failed_total', 'method="balance"')).toBe(failedBalance + 1);

    const forged = await notifySandbox(
      k,
      { payment_no: 'PY0', amount: '1.00', status: 'success', trade_no: 'T1', sign: 'forged' },
      true,
    );
    expect(forged.statusCode).toBe(400);
    expect(await metric('yaocai_payments_failed_total', 'method="online"')).toBe(failedOnline + 1);
  });

  it('counts a refund by where the money went', async () => {
    const before = await metric('yaocai_refunds_total', 'method="balance"');
    const id = await placeOrder(1, { pay_method: 'balance' });
    const [line] = await k.rows(`select id from order_lines where order_id = ${id} and not is_gift`);
    const sale = await k.post(
      '/api/after_sale',
      {
        order_id: id,
        kind: 'refund_only',
        reason: '不想要了',
        lines: [{ order_line_id: line!.id, quantity: 1 }],
      },
      'yaodian01',
    );
    const saleId = sale.body.data.id as number;
    expect((await k.post(`/api/operator/after_sale/${saleId}/approve`, {}, 'operator01')).status).toBe(200);
    expect((await k.post(`/api/operator/after_sale/${saleId}/refund`, {}, 'operator01')).status).toBe(200);
    expect(await metric('yaocai_refunds_total', 'method="balance"')).toBe(before + 1);
  });
});
