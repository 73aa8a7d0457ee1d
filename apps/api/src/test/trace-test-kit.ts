import { expect } from 'vitest';
import type { GoodsPick, Kit } from './commerce-test-kit';

/** Two listed goods: the first carries 药品追溯码 with `prefix` (its 药品标识码), the second none. */
export async function codedAndPlainGoods(k: Kit, prefix: string, options: { skip?: number } = {}) {
  const [coded, plain] = await k.plainGoods(2, options);
  await k.rows(`update goods set trace_required = true, trace_prefix = '${prefix}' where id = ${coded!.id}`);
  return [coded!, plain!] as const;
}

/** A paid (balance) order of `n` coded units and 2 plain ones, not shipped: its id and both lines. */
export async function paidCodedOrder(
  k: Kit,
  goods: { coded: GoodsPick; plain: GoodsPick },
  n: number,
  user: string,
) {
  await k.clearCart(user);
  const ids = await k.add(user, [
    { goods_id: goods.coded.id, number: n },
    { goods_id: goods.plain.id, number: 2 },
  ]);
  const created = await k.order(user, ids, { pay_method: 'balance' });
  expect(created.status).toBe(200);
  const id = created.body.data.order_id as number;
  const lines = await k.rows(`select id, goods_id, batch_id, batch_no, expires_on::text as expires_on
    from order_lines where order_id = ${id} order by id`);
  const line = (goodsId: number) => lines.find((l) => Number(l.goods_id) === goodsId)!;
  return { id, codedLine: line(goods.coded.id), plainLine: line(goods.plain.id) };
}
