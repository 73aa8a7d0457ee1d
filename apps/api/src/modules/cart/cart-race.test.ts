import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type GoodsPick, type Kit } from '../../test/commerce-test-kit';

let k: Kit;
let goods: GoodsPick[];
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01']);
  goods = await k.plainGoods(3);
});
afterAll(() => k?.close());

// Adding reads the cart in the statement that takes the member lock and writes only onto the cart it
// priced: parallel adds (several tabs) and an order placed meanwhile never lose or double a unit.
describe('adding to the cart at the same moment', () => {
  it('counts every unit of parallel adds, to one line per goods', async () => {
    await k.clearCart('yaodian01');
    const [a, b, c] = goods as [GoodsPick, GoodsPick, GoodsPick];
    const adds = [
      ...Array.from({ length: 6 }, () => [{ goods_id: a.id, number: 1 }]),
      [{ goods_id: b.id, number: 2 }],
      [
        { goods_id: b.id, number: 3 },
        { goods_id: c.id, number: 1 },
      ],
      [{ goods_id: c.id, number: 4 }],
    ];
    const answers = await Promise.all(
      adds.map((lines) => k.post('/api/cart', { params: lines }, 'yaodian01')),
    );
    expect(answers.map((r) => r.status)).toEqual(adds.map(() => 200));
    const store = await k.cartStore('yaodian01');
    const numbers = Object.fromEntries(store.data.map((l) => [l.goods_id, l.number]));
    expect(numbers).toEqual({ [a.id]: 6, [b.id]: 5, [c.id]: 5 });
    // The line count each answer gives is the cart's at its moment: the last one sees all three.
    expect(Math.max(...answers.map((r) => r.body.data.total as number))).toBe(3);
    const ids = new Set(answers.flatMap((r) => r.body.data.lines.map((l: { id: number }) => l.id)));
    expect(ids).toEqual(new Set(store.data.map((l) => l.id)));
  });

  it('adds beside an order placed meanwhile: the ordered lines go, the added unit stays', async () => {
    await k.clearCart('yaodian01');
    const [a, b] = goods as [GoodsPick, GoodsPick];
    const ids = await k.add('yaodian01', [{ goods_id: a.id, number: 1 }]);
    const [order, add] = await Promise.all([
      k.order('yaodian01', ids),
      k.post('/api/cart', { params: [{ goods_id: b.id, number: 2 }] }, 'yaodian01'),
    ]);
    expect(order.status).toBe(200);
    expect(add.status).toBe(200);
    const store = await k.cartStore('yaodian01');
    expect(store.data.map((l) => [l.goods_id, l.number])).toEqual([[b.id, 2]]);
  });
});
