import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCommerceApp, type GoodsPick, type Kit, type Row } from '../../test/commerce-test-kit';

let k: Kit;
let goods: GoodsPick[];
beforeAll(async () => {
  k = await createCommerceApp();
  goods = await k.plainGoods(3);
});
afterAll(() => k?.close());
beforeEach(() => k.clearCart('yaodian01'));

async function unpaidOrder(user = 'yaodian01', goodsId = goods[0]!.id) {
  const ids = await k.add(user, [{ goods_id: goodsId, number: 2 }]);
  return (await k.order(user, ids)).body.data.order_id as number;
}

/** The hidden fields of the sandbox page's two forms. */
function formsOf(html: string) {
  return [...html.matchAll(/<form[^>]*>(.*?)<\/form>/g)].map(([, inner]) =>
    Object.fromEntries([...inner!.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map(([, n, v]) => [n!, v!])),
  );
}

/** The sandbox page as the buyer who owes the payment opens it. */
const openPage = (url: string) =>
  k.app.inject({ method: 'GET', url, headers: { cookie: k.cookies.yaodian01! } });

const notify = (fields: Record<string, string>) =>
  k.app.inject({
    method: 'POST',
    url: '/api/pay/notify/sandbox',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('online payment through the sandbox gateway', () => {
  it('pays on a signed notice, refuses a bad signature and ignores a repeated notice', async () => {
    const id = await unpaidOrder();
    const start = await k.post(`/api/pay/${id}`, { method: 'online' }, 'yaodian01');
    expect(start.body.data.redirect_url).toMatch(/^\/api\/pay\/sandbox\/PY\d{20}$/);
    const page = await openPage(start.body.data.redirect_url);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('确认支付');
    expect(page.body).toContain('取消');
    const [success] = formsOf(page.body);

    const forged = await notify({ ...success!, sign: 'ab'.repeat(32) });
    expect(forged.statusCode).toBe(400);
    const tampered = await notify({ ...success!, amount: '1' });
    expect(tampered.statusCode).toBe(400);
    expect((await k.get(`/api/order/${id}`, 'yaodian01')).body.data.status).toBe('unpaid');

    const ok = await notify(success!);
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe(`/cart/step4?order_id=${id}`);
    const again = await notify(success!);
    expect(again.statusCode).toBe(303);
    expect(await k.rows(`select status from payments where order_id = ${id}`)).toEqual([{ status: 'paid' }]);
    expect(
      await k.rows(`select kind from order_events where order_id = ${id} and kind = 'paid'`),
    ).toHaveLength(1);
    const detail = (await k.get(`/api/order/${id}`, 'yaodian01')).body.data;
    expect(detail).toMatchObject({ status: 'to_ship', pay_method: 'online' });
  });

  it('sends the buyer back to pay after cancelling on the gateway', async () => {
    const id = await unpaidOrder();
    const start = await k.post(`/api/pay/${id}`, { method: 'online' }, 'yaodian01');
    const page = await openPage(start.body.data.redirect_url);
    const [, cancel] = formsOf(page.body);
    const res = await notify(cancel!);
    expect(res.headers.location).toBe(`/cart/step3/${id}`);
    expect((await k.get(`/api/order/${id}`, 'yaodian01')).body.data.status).toBe('unpaid');
  });

  it('refunds a payment that arrives after the order was cancelled', async () => {
    const id = await unpaidOrder();
    const start = await k.post(`/api/pay/${id}`, { method: 'online' }, 'yaodian01');
    const page = await openPage(start.body.data.redirect_url);
    await k.post(`/api/order/${id}/cancel`, {}, 'yaodian01');
    const [success] = formsOf(page.body);
    await notify(success!);
    expect((await k.get(`/api/order/${id}`, 'yaodian01')).body.data.status).toBe('cancelled');
    expect(
      await k.rows(
        `select count(*)::int as n from payment_refunds r join payments p on p.id = r.payment_id where p.order_id = ${id}`,
      ),
    ).toEqual([{ n: 1 }]);
  });
});

describe('credit terms', () => {
  it('pays within the limit and refuses while an amount is overdue', async () => {
    const before = (await k.get('/api/user/user_credit', 'yaodian01')).body.data;
    const id = await unpaidOrder();
    const res = await k.post(`/api/pay/${id}`, { method: 'credit' }, 'yaodian01');
    expect(res.body.data).toMatchObject({ status: 'paid', pay_method: 'credit' });
    const after = (await k.get('/api/user/user_credit', 'yaodian01')).body.data;
    expect(Number(after.used) - Number(before.used)).toBeGreaterThan(0);

    const member = await k.memberId('yaodian01');
    await k.rows(
      `insert into credit_ledger (member_id, amount, kind, due_on, note) values (${member}, 100, 'charge', current_date - 3, 'test overdue')`,
    );
    const second = await unpaidOrder();
    const refused = await k.post(`/api/pay/${second}`, { method: 'credit' }, 'yaodian01');
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('您有逾期未还的账期款，请先还款');
    const check = (await k.post('/api/pay/user_credit_check', { order_id: second }, 'yaodian01')).body.data;
    expect(check).toMatchObject({ usable: 0, overdue: '1.00' });

    const repay = (await k.post('/api/pay/user_credit_create', { amount: '1.00' }, 'yaodian01')).body.data;
    expect(repay.amount).toBe('1.00');
    const paid = await k.post(
      '/api/pay/user_credit_pay',
      { payment_no: repay.payment_no, method: 'balance' },
      'yaodian01',
    );
    expect(paid.body.data.status).toBe('paid');
    expect(
      (await k.post('/api/pay/user_credit_check', { payment_no: repay.payment_no }, 'yaodian01')).body.data
        .status,
    ).toBe('paid');
    expect((await k.post(`/api/pay/${second}`, { method: 'credit' }, 'yaodian01')).body.data.status).toBe(
      'paid',
    );
  });

  it('refuses members without credit terms', async () => {
    const ids = await k.add('daishen01', [{ goods_id: goods[1]!.id, number: 1 }]).catch(() => []);
    expect(ids).toEqual([]);
    await k.clearCart('zhensuo01');
    const member = await k.memberId('zhensuo01');
    await k.rows(`delete from credit_accounts where member_id = ${member}`);
    const id = await unpaidOrder('zhensuo01', goods[1]!.id);
    const res = await k.post(`/api/pay/${id}`, { method: 'credit' }, 'zhensuo01');
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('您尚未开通账期支付');
  });

  it('refuses a balance too small, and changes nothing', async () => {
    await k.clearCart('zhensuo01');
    const member = await k.memberId('zhensuo01');
    const id = await unpaidOrder('zhensuo01', goods[2]!.id);
    await k.rows(
      `insert into balance_ledger (member_id, amount, kind, note) select ${member}, -sum(amount), 'pay', 'test' from balance_ledger where member_id = ${member}`,
    );
    const res = await k.post(`/api/pay/${id}`, { method: 'balance' }, 'zhensuo01');
    expect(res.status).toBe(409);
    expect((await k.get('/api/user/user_money', 'zhensuo01')).body.data.balance).toBe('0.00');
    expect((await k.get(`/api/order/${id}`, 'zhensuo01')).body.data.status).toBe('unpaid');
  });
});

describe('含特殊药品 orders', () => {
  it('refuse online payment, then need a receipt checked by an operator', async () => {
    // The seed's 含麻 order owes its receipt; approved here, so this test starts with nothing owed.
    await k.rows(
      `update orders set receipt_status = 'checked' where has_special and member_id = ${await k.memberId('yaodian01')}`,
    );
    const [special] =
      await k.rows(`select g.id from goods g where g.type = 1 and g.on_sale and g.can_split and not g.is_controlled
      and (select sum(stock) from goods_batches b where b.goods_id = g.id and b.expires_on > current_date) > 20 order by g.id limit 1`);
    const capped = await k.post('/api/cart', { params: [{ goods_id: special.id, number: 6 }] }, 'yaodian01');
    expect(capped.status).toBe(422);
    expect(capped.body.msg).toContain('每单限购5');
    expect(
      (await k.post('/api/cart', { params: [{ goods_id: special.id, number: 1 }] }, 'zhensuo01')).status,
    ).toBe(403);
    const ids = await k.add('yaodian01', [{ goods_id: special.id, number: 2 }]);
    const preview = (await k.post('/api/cart/checkout', { ids }, 'yaodian01')).body.data;
    expect(preview.payment_methods.find((m: Row) => m.method === 'online')).toMatchObject({ usable: 0 });
    const id = (await k.order('yaodian01', ids)).body.data.order_id;
    const online = await k.post(`/api/pay/${id}`, { method: 'online' }, 'yaodian01');
    expect(online.status).toBe(403);
    expect(online.body.msg).toContain('对公账户');
    await k.post(`/api/pay/${id}`, { method: 'balance' }, 'yaodian01');
    const receipts = (await k.get('/api/order/receipts', 'yaodian01')).body.data.list;
    expect(receipts.find((r: Row) => r.id === id)).toMatchObject({
      receipt_status: 'required',
      actions: expect.arrayContaining(['upload_receipt']),
    });
    const bad = await k.post(`/api/order/${id}/receipt`, { image: 'javascript:alert(1)' }, 'yaodian01');
    expect(bad.status).toBe(422);
    const image =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==';
    expect((await k.post(`/api/order/${id}/receipt`, { image }, 'yaodian01')).body.data.receipt_status).toBe(
      'pending',
    );
    expect((await k.post(`/api/operator/receipt/${id}/check`, { pass: 1 }, 'yaodian01')).status).toBe(403);
    expect(
      (await k.post(`/api/operator/receipt/${id}/check`, { pass: 1 }, 'operator01')).body.data.receipt_status,
    ).toBe('checked');
  });
});
