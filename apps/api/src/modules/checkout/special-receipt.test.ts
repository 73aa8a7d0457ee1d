import { SPECIAL_RECEIPT_OUTSTANDING } from '@yaocai/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCommerceApp, type GoodsPick, type Kit } from '../../test/commerce-test-kit';

let k: Kit;
let special: number;
let plain: GoodsPick;
let buyer: number;
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'operator01', 'cangku01']);
  [plain] = await k.plainGoods(1);
  const [row] = await k.rows(`select g.id from goods g where g.type = 1 and g.on_sale and g.can_split
    and not g.is_controlled
    and (select sum(stock) from goods_batches b where b.goods_id = g.id and b.expires_on > current_date) > 50
    order by g.id limit 1`);
  special = Number(row!.id);
  buyer = await k.memberId('yaodian01');
});
afterAll(() => k?.close());
beforeEach(async () => {
  await k.clearCart('yaodian01');
  // Every earlier 含麻 order of the buyer (the seed's too) has its receipt approved: nothing is owed.
  await k.rows(`update orders set receipt_status = 'checked' where member_id = ${buyer} and has_special`);
  await k.rows(`update orders set status = 'cancelled' where member_id = ${buyer} and status = 'unpaid'`);
});

const addSpecial = () => k.post('/api/cart', { params: [{ goods_id: special, number: 1 }] }, 'yaodian01');
const refusedForReceipt = (res: { status: number; body: { msg: string } }) =>
  expect([res.status, res.body.msg]).toEqual([403, SPECIAL_RECEIPT_OUTSTANDING]);

async function unpaidSpecialOrder() {
  const ids = await k.add('yaodian01', [{ goods_id: special, number: 1 }]);
  const res = await k.order('yaodian01', ids);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.order_id as number;
}
const pay = (id: number) => k.post(`/api/pay/${id}`, { method: 'balance' }, 'yaodian01');

describe('含特殊药品 goods while a receipt is owed', () => {
  it('are refused at cart add, checkout preview and order create with the pay page’s message', async () => {
    const paid = await unpaidSpecialOrder();
    // Put in the cart while the first order was still unpaid: nothing was owed yet.
    const ids = await k.add('yaodian01', [{ goods_id: special, number: 1 }]);
    expect((await pay(paid)).status).toBe(200);

    refusedForReceipt(await addSpecial());
    // The preview lists what stops the order, as it does for stock: the line and the message.
    const preview = await k.post('/api/cart/checkout', { ids }, 'yaodian01');
    expect(preview.status).toBe(200);
    expect(preview.body.data.refusals).toEqual([
      expect.objectContaining({ id: ids[0], goods_id: special, reason: SPECIAL_RECEIPT_OUTSTANDING }),
    ]);
    const before = (await k.rows(`select count(*)::int as n from orders where member_id = ${buyer}`))[0]!.n;
    refusedForReceipt(await k.order('yaodian01', ids));
    expect((await k.rows(`select count(*)::int as n from orders where member_id = ${buyer}`))[0]!.n).toBe(
      before,
    );
    // Other goods are not held up.
    expect(
      (await k.post('/api/cart', { params: [{ goods_id: plain.id, number: 1 }] }, 'yaodian01')).status,
    ).toBe(200);
  });

  it('are refused at payment when another order’s receipt became owed after this one was placed', async () => {
    const first = await unpaidSpecialOrder();
    const second = await unpaidSpecialOrder();
    expect((await pay(first)).status).toBe(200);
    const balance = (await k.get('/api/user/user_money', 'yaodian01')).body.data.balance;
    refusedForReceipt(await pay(second));
    expect((await k.get(`/api/order/${second}`, 'yaodian01')).body.data.status).toBe('unpaid');
    expect((await k.get('/api/user/user_money', 'yaodian01')).body.data.balance).toBe(balance);
  });

  it('lets one of three orders paid at the same moment through', async () => {
    const orders = [await unpaidSpecialOrder(), await unpaidSpecialOrder(), await unpaidSpecialOrder()];
    const answers = await Promise.all(orders.map(pay));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403, 403]);
  });

  it('stay refused while the receipt waits for review, and are sold again once it is approved', async () => {
    const id = await unpaidSpecialOrder();
    expect((await pay(id)).status).toBe(200);
    const image =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==';
    expect((await k.post(`/api/order/${id}/receipt`, { image }, 'yaodian01')).status).toBe(200);
    refusedForReceipt(await addSpecial());
    const refused = await k.post(
      `/api/operator/receipt/${id}/check`,
      { pass: 0, note: '未盖公章' },
      'cangku01',
    );
    expect(refused.body.data.receipt_status).toBe('rejected');
    refusedForReceipt(await addSpecial());
    await k.post(`/api/order/${id}/receipt`, { image }, 'yaodian01');
    expect((await k.post(`/api/operator/receipt/${id}/check`, { pass: 1 }, 'cangku01')).status).toBe(200);
    expect((await addSpecial()).status).toBe(200);
  });
});
