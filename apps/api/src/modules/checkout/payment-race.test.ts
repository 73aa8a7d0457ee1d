import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type GoodsPick, type Kit } from '../../test/commerce-test-kit';
import { notifySandbox, sandboxForms } from '../../test/sandbox-test-kit';

let k: Kit;
let goods: GoodsPick[];
let member: number;
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01']);
  goods = await k.plainGoods(2);
  member = await k.memberId('yaodian01');
  await k.rows(`insert into balance_ledger (member_id, amount, kind, note)
    values (${member}, 100000000, 'grant', 'test balance')`);
});
afterAll(() => k?.close());

const fen = (yuan: string) => Math.round(Number(yuan) * 100);
const balance = async () => fen((await k.get('/api/user/user_money', 'yaodian01')).body.data.balance);
const owed = async () => fen((await k.get('/api/user/user_credit', 'yaodian01')).body.data.used);

async function unpaidOrder(goodsIndex = 0) {
  await k.clearCart('yaodian01');
  const ids = await k.add('yaodian01', [{ goods_id: goods[goodsIndex]!.id, number: 1 }]);
  const created = await k.order('yaodian01', ids);
  return { id: created.body.data.order_id as number, payable: fen(created.body.data.payable_amount) };
}

/** Starts an online payment of the order and returns the sandbox page's success form. */
async function onlineNotice(orderId: number) {
  const start = await k.post(`/api/pay/${orderId}`, { method: 'online' }, 'yaodian01');
  const page = await k.app.inject({
    method: 'GET',
    url: start.body.data.redirect_url,
    headers: { cookie: k.cookies.yaodian01! },
  });
  return sandboxForms(page.body)[0]!;
}

const paidOnline = (orderId: number) =>
  k.rows(`select
    coalesce(sum(p.amount) filter (where p.status = 'paid'), 0)::int as kept,
    (select coalesce(sum(r.amount), 0)::int from payment_refunds r join payments q on q.id = r.payment_id
      where q.order_id = ${orderId}) as sent_back
    from payments p where p.order_id = ${orderId} and p.method = 'online'`);

describe('paying one order several ways at once', () => {
  it('parallel balance and credit payments take the money once', async () => {
    const { id, payable } = await unpaidOrder();
    const [b0, c0] = [await balance(), await owed()];
    const methods = ['balance', 'credit', 'balance', 'credit', 'balance'];
    const results = await Promise.all(
      methods.map((method) => k.post(`/api/pay/${id}`, { method }, 'yaodian01')),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    const taken = b0 - (await balance()) + ((await owed()) - c0);
    expect(taken).toBe(payable);
    expect(
      (await k.rows(`select count(*)::int as n from payments where order_id = ${id} and status = 'paid'`))[0],
    ).toEqual({ n: 1 });
  });

  it('sends an online payment back when the order was paid from the balance meanwhile', async () => {
    const { id, payable } = await unpaidOrder();
    const success = await onlineNotice(id);
    expect((await k.post(`/api/pay/${id}`, { method: 'balance' }, 'yaodian01')).body.data.status).toBe(
      'paid',
    );
    expect((await notifySandbox(k, success, true)).json().data.status).toBe('refunded');
    expect(await paidOnline(id)).toEqual([{ kept: 0, sent_back: payable }]);
  });

  it('a cancel racing the gateway notice either keeps the payment or sends it back, never loses it', async () => {
    for (let round = 0; round < 8; round++) {
      const { id, payable } = await unpaidOrder(round % 2);
      const success = await onlineNotice(id);
      const [notice, cancel] = await Promise.all([
        notifySandbox(k, success, true),
        k.post(`/api/order/${id}/cancel`, {}, 'yaodian01'),
      ]);
      expect(notice.statusCode).toBe(200);
      const status = (await k.get(`/api/order/${id}`, 'yaodian01')).body.data.status;
      const [money] = await paidOnline(id);
      if (status === 'to_ship') {
        expect(cancel.status).toBe(409);
        expect(money).toEqual({ kept: payable, sent_back: 0 });
      } else {
        expect(status).toBe('cancelled');
        expect(money).toEqual({ kept: 0, sent_back: payable });
      }
    }
  });
});
