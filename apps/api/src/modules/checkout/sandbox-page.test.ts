import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type GoodsPick, type Kit } from '../../test/commerce-test-kit';
import { notifySandbox, sandboxForms } from '../../test/sandbox-test-kit';

let k: Kit;
let goods: GoodsPick[];
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'zhensuo01']);
  goods = await k.plainGoods(1);
});
afterAll(() => k?.close());

const open = (url: string, user?: string) =>
  k.app.inject({ method: 'GET', url, headers: user ? { cookie: k.cookies[user]! } : {} });

async function pendingPayment() {
  await k.clearCart('yaodian01');
  const ids = await k.add('yaodian01', [{ goods_id: goods[0]!.id, number: 1 }]);
  const id = (await k.order('yaodian01', ids)).body.data.order_id as number;
  const start = await k.post(`/api/pay/${id}`, { method: 'online' }, 'yaodian01');
  return { id, url: start.body.data.redirect_url as string };
}

describe('sandbox payment page', () => {
  it('opens only for the payment’s own member: 10001 for visitors, 404 for anyone else', async () => {
    const { id, url } = await pendingPayment();
    const visitor = await open(url);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: 10001 });
    expect(visitor.body).not.toContain('sign');
    const stranger = await open(url, 'zhensuo01');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 404, msg: '支付单不存在' });
    expect(stranger.body).not.toContain('sign');
    expect((await k.get(`/api/order/${id}`, 'yaodian01')).body.data.status).toBe('unpaid');

    const own = await open(url, 'yaodian01');
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toContain('text/html');
    const [success] = sandboxForms(own.body);
    expect((await notifySandbox(k, success!)).statusCode).toBe(303);
    expect((await k.get(`/api/order/${id}`, 'yaodian01')).body.data.status).toBe('to_ship');
  });

  it('keeps credit repayment pages to their member too', async () => {
    const member = await k.memberId('yaodian01');
    await k.rows(`insert into credit_ledger (member_id, amount, kind, due_on, note)
      values (${member}, 1000, 'charge', current_date + 10, 'test debt')`);
    const bill = (await k.post('/api/pay/user_credit_create', {}, 'yaodian01')).body.data;
    const url = `/api/pay/sandbox/${bill.payment_no}`;
    expect((await open(url, 'zhensuo01')).statusCode).toBe(404);
    expect((await open(url)).json().code).toBe(10001);
    expect((await open(url, 'yaodian01')).body).toContain('药采网账期还款');
  });
});
