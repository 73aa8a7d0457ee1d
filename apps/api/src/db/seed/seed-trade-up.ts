import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { tradeUpActivities, tradeUpGoods } from '../schema';
import { addDays } from './dates';

/** The demo 换购: buyers whose cart reaches 500元 may add a box of masks or a thermometer at about half price. */
export const DEMO_TRADE_UP = {
  name: '满500元超值换购',
  threshold: 50_000,
  goods: [
    { name: '医用外科口罩', limit: 2 },
    { name: '电子体温计', limit: 1 },
  ],
} as const;

/** An on-sale goods of that name with stock and no ladder (so its normal price is plain), else any such device. */
async function pick(db: Database, name: string, taken: number[]) {
  const rows = (await db.execute(sql`
    select g.id, g.base_price as "basePrice" from goods g
    where g.on_sale and g.base_price > 1 and not (g.id = any(${sql.param(taken)}::int[]))
      and not exists (select 1 from ladder_prices l where l.goods_id = g.id)
      and (select coalesce(sum(b.stock), 0) from goods_batches b where b.goods_id = g.id) >= 20
    order by (g.name = ${name}) desc, (g.kind = 'device') desc, g.id limit 1`)) as unknown as {
    rows: { id: number; basePrice: number }[];
  };
  return rows.rows[0];
}

/** One running 换购 activity with two goods; a database that already has one is left alone. */
export async function seedTradeUp(db: Database, now: Date) {
  const [existing] = await db.select({ id: tradeUpActivities.id }).from(tradeUpActivities).limit(1);
  if (existing) return null;
  const offers: { goodsId: number; price: number; limitPerOrder: number }[] = [];
  for (const item of DEMO_TRADE_UP.goods) {
    const goods = await pick(
      db,
      item.name,
      offers.map((o) => o.goodsId),
    );
    if (!goods) continue;
    const base = Number(goods.basePrice);
    offers.push({
      goodsId: Number(goods.id),
      price: Math.max(1, Math.round(base / 2)),
      limitPerOrder: item.limit,
    });
  }
  if (offers.length === 0) return null;
  const [activity] = await db
    .insert(tradeUpActivities)
    .values({
      name: DEMO_TRADE_UP.name,
      threshold: DEMO_TRADE_UP.threshold,
      startsAt: addDays(now, -1),
      endsAt: addDays(now, 30),
    })
    .returning({ id: tradeUpActivities.id });
  await db.insert(tradeUpGoods).values(offers.map((o) => ({ ...o, activityId: activity!.id })));
  return activity!.id;
}
