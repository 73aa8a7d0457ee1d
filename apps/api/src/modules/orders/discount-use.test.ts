import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, newKey, type GoodsPick, type Kit, type Row } from '../../test/commerce-test-kit';

let k: Kit;
let goods: GoodsPick[];
let member: number;
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'operator01']);
  goods = await k.plainGoods(8);
  member = await k.memberId('yaodian01');
  await k.rows(`insert into red_packet_ledger (member_id, amount, kind, note)
    values (${member}, 10000000, 'grant', 'test red packets')`);
  await k.rows(`insert into balance_ledger (member_id, amount, kind, note)
    values (${member}, 100000000, 'grant', 'test balance')`);
});
afterAll(() => k?.close());

const fen = (yuan: string) => Math.round(Number(yuan) * 100);

async function newVoucher(amount = 500, validDays = 30) {
  const [row] = await k.rows(`insert into cash_vouchers (member_id, name, amount, valid_from, valid_to)
    values (${member}, '测试现金券', ${amount}, now() - interval '1 day', now() + interval '${validDays} days') returning id`);
  return Number(row!.id);
}
async function newCoupon(amount = 300) {
  const [row] =
    await k.rows(`insert into coupons (member_id, name, type, amount, threshold, valid_from, valid_to)
    values (${member}, '测试优惠券', 1, ${amount}, 0, now() - interval '1 day', now() + interval '30 days') returning id`);
  return Number(row!.id);
}
const voucherRow = async (id: number) =>
  (await k.rows(`select order_id, used_at from cash_vouchers where id = ${id}`))[0]!;
const couponRow = async (id: number) =>
  (await k.rows(`select order_id, used_at from coupons where id = ${id}`))[0]!;
const refundVouchers = async () =>
  Number(
    (
      await k.rows(
        `select coalesce(sum(amount), 0)::int as n from cash_vouchers where member_id = ${member} and source = 'refund'`,
      )
    )[0]!.n,
  );

async function cartOf(goodsIndex: number, number = 1) {
  await k.clearCart('yaodian01');
  return k.add('yaodian01', [{ goods_id: goods[goodsIndex]!.id, number }]);
}

async function refundAll(orderId: number, lineId: number, quantity: number) {
  const sale = await k.post(
    '/api/after_sale',
    {
      order_id: orderId,
      kind: 'refund_only',
      reason: '不想要了',
      lines: [{ order_line_id: lineId, quantity }],
    },
    'yaodian01',
  );
  await k.post(`/api/operator/after_sale/${sale.body.data.id}/approve`, {}, 'operator01');
  return k.post(`/api/operator/after_sale/${sale.body.data.id}/refund`, {}, 'operator01');
}

describe('a cash voucher that would take nothing off', () => {
  it('stays unused when red packets already cover the order, and the preview and answer say so', async () => {
    const voucher = await newVoucher();
    const ids = await cartOf(0);
    const plain = (await k.post('/api/cart/checkout', { ids }, 'yaodian01')).body.data;
    const everything = plain.amounts.payable_amount;
    const choice = { ids, red_packet: everything, cash_voucher_id: voucher };
    const preview = (await k.post('/api/cart/checkout', choice, 'yaodian01')).body.data;
    expect(preview.amounts).toMatchObject({ payable_amount: '0.00', cash_voucher_amount: '0.00' });
    expect(preview.cash_vouchers.find((v: Row) => v.id === voucher)).toMatchObject({ selected: 0 });
    // yaodian01's seeded 采购委托书 expires within 30 days: the preview warns about it as well.
    const discountNotices = preview.notices.filter((n: Row) => n.field !== 'qualification');
    expect(discountNotices).toEqual([
      { field: 'cash_voucher_id', message: '应付金额已为0，本单未使用该现金券' },
    ]);

    const created = await k.order('yaodian01', ids, { red_packet: everything, cash_voucher_id: voucher });
    expect(created.status).toBe(200);
    expect(created.body.data.notices).toEqual(discountNotices);
    const [order] = await k.rows(
      `select cash_voucher_id, cash_voucher_amount from orders where id = ${created.body.data.order_id}`,
    );
    expect(order).toEqual({ cash_voucher_id: null, cash_voucher_amount: 0 });
    expect(await voucherRow(voucher)).toEqual({ order_id: null, used_at: null });
  });

  it('is used when it takes something off', async () => {
    const voucher = await newVoucher(200);
    const ids = await cartOf(1);
    const created = await k.order('yaodian01', ids, { cash_voucher_id: voucher });
    expect(created.body.data.notices).toEqual([]);
    expect((await voucherRow(voucher)).order_id).toBe(created.body.data.order_id);
  });
});

describe('refunds and discounts (docs/refund-policy.md)', () => {
  it('a full refund gives back the coupon and the cash voucher themselves', async () => {
    const [coupon, voucher] = [await newCoupon(), await newVoucher()];
    const ids = await cartOf(2, 5);
    const created = await k.order('yaodian01', ids, {
      coupon_id: coupon,
      cash_voucher_id: voucher,
      pay_method: 'balance',
    });
    const id = created.body.data.order_id;
    const [line] = await k.rows(`select * from order_lines where order_id = ${id} and not is_gift`);
    const before = await refundVouchers();
    const res = await refundAll(id, line!.id, 5);
    expect(res.body.data.order_status).toBe('cancelled');
    expect(await couponRow(coupon)).toEqual({ order_id: null, used_at: null });
    expect(await voucherRow(voucher)).toEqual({ order_id: null, used_at: null });
    expect(await refundVouchers()).toBe(before);
    // Given back once: a new order can use them again, and they stay with it.
    const again = await k.order('yaodian01', await cartOf(3), {
      coupon_id: coupon,
      cash_voucher_id: voucher,
    });
    expect(again.status).toBe(200);
    expect((await couponRow(coupon)).order_id).toBe(again.body.data.order_id);
    expect((await voucherRow(voucher)).order_id).toBe(again.body.data.order_id);
  });

  it('partial refunds return the voucher value by line shares and the coupon only with the last units', async () => {
    const [coupon, voucher] = [await newCoupon(), await newVoucher(800)];
    const ids = await cartOf(4, 7);
    const id = (
      await k.order('yaodian01', ids, { coupon_id: coupon, cash_voucher_id: voucher, pay_method: 'balance' })
    ).body.data.order_id;
    const [order] = await k.rows(`select * from orders where id = ${id}`);
    const [line] = await k.rows(`select * from order_lines where order_id = ${id} and not is_gift`);
    const before = await refundVouchers();
    await refundAll(id, line!.id, 3);
    const firstPart = (await refundVouchers()) - before;
    expect(firstPart).toBe(Math.floor((line!.cash_voucher_share * 3) / 7));
    expect((await couponRow(coupon)).order_id).toBe(id);
    await refundAll(id, line!.id, 4);
    expect(await couponRow(coupon)).toEqual({ order_id: null, used_at: null });
    // The voucher's value came back in parts (shipping's part included), so the voucher itself stays used.
    expect((await voucherRow(voucher)).order_id).toBe(id);
    expect((await refundVouchers()) - before).toBe(order!.cash_voucher_amount);
  });

  it('keeps an expired coupon used and gives the voucher value back as a new voucher', async () => {
    const [coupon, voucher] = [await newCoupon(), await newVoucher(400)];
    const id = (
      await k.order('yaodian01', await cartOf(5, 2), {
        coupon_id: coupon,
        cash_voucher_id: voucher,
        pay_method: 'balance',
      })
    ).body.data.order_id;
    await k.rows(`update coupons set valid_to = now() - interval '1 minute' where id = ${coupon}`);
    await k.rows(`update cash_vouchers set valid_to = now() - interval '1 minute' where id = ${voucher}`);
    const [line] = await k.rows(`select * from order_lines where order_id = ${id} and not is_gift`);
    const before = await refundVouchers();
    await refundAll(id, line!.id, 2);
    expect((await couponRow(coupon)).order_id).toBe(id);
    expect((await voucherRow(voucher)).order_id).toBe(id);
    expect((await refundVouchers()) - before).toBe(400);
  });
});

describe('one coupon or voucher, many orders at once', () => {
  it('parallel orders with the same coupon and voucher use each once', async () => {
    const [coupon, voucher] = [await newCoupon(), await newVoucher()];
    await k.clearCart('yaodian01');
    const ids = await k.add(
      'yaodian01',
      [6, 7, 0, 1].map((i) => ({ goods_id: goods[i]!.id, number: 1 })),
    );
    const address = await k.addressOf('yaodian01');
    const results = await Promise.all(
      ids.map((cartId) =>
        k.post(
          '/api/order/create',
          {
            ids: [cartId],
            address_id: address,
            idempotency_key: newKey(),
            coupon_id: coupon,
            cash_voucher_id: voucher,
          },
          'yaodian01',
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(422);
      expect(r.body.msg).toMatch(/优惠券|现金券/);
    }
    const orderId = ok[0]!.body.data.order_id;
    expect((await couponRow(coupon)).order_id).toBe(orderId);
    expect((await voucherRow(voucher)).order_id).toBe(orderId);
    const [uses] = await k.rows(
      `select count(*)::int as n from orders where coupon_id = ${coupon} or cash_voucher_id = ${voucher}`,
    );
    expect(uses).toEqual({ n: 1 });
    expect(fen(ok[0]!.body.data.payable_amount)).toBeGreaterThanOrEqual(0);
  });
});
