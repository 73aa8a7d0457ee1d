import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { goodsSubscriptions, messages } from '../schema';
import { findBuyerViewer } from '../../modules/account/index';
import { subscribe } from '../../modules/purchasing/index';
import { addDays, addHours, isoDay } from './dates';

interface Pick {
  id: number;
  name: string;
  spec: string;
  manufacturer: string;
  unit: string;
  base_price: number;
  stock: number;
}

/** Plain goods everyone may see and buy: out of stock, or in stock (the newest first, away from the tests' picks). */
async function pickGoods(
  db: Database,
  today: string,
  inStock: boolean,
  offset: number,
): Promise<Pick | undefined> {
  const result = (await db.execute(sql`
    select g.id, g.name, g.spec, m.name as manufacturer, g.unit, g.base_price,
      coalesce((select sum(b.stock) from goods_batches b where b.goods_id = g.id and b.stock > 0 and b.expires_on >= ${today}), 0)::int as stock
    from goods g join manufacturers m on m.id = g.manufacturer_id
    where g.on_sale and not g.is_controlled and g.type = 0 and g.kind = 'drug'
      and ${inStock ? sql`` : sql`not`} exists (
        select 1 from goods_batches b where b.goods_id = g.id and b.stock > 0 and b.expires_on >= ${today})
    order by g.id desc offset ${offset} limit 1`)) as unknown as { rows: Pick[] };
  const row = result.rows[0];
  return row && { ...row, id: Number(row.id), base_price: Number(row.base_price) };
}

/**
 * 到货/降价通知 of yaodian01 so /dhtz shows content on first start: one waiting for a goods out of stock,
 * one waiting for a price below a named one (through the real service, so its prices are the member's),
 * and one arrival already told, with its message.
 */
export async function seedSubscriptions(db: Database, options: { now: Date }): Promise<void> {
  const { now } = options;
  const viewer = await findBuyerViewer(db, 'yaodian01');
  if (!viewer) return;
  const today = isoDay(now);
  const soldOut = await pickGoods(db, today, false, 2);
  if (soldOut) await subscribe(db, viewer, soldOut.id, { type: 'arrival' }, addDays(now, -2));
  const cheaper = await pickGoods(db, today, true, 5);
  // 85% of 供货价, in whole 角: below the member's price even during the 全场94折.
  const target = cheaper && Math.floor((cheaper.base_price * 0.85) / 10) * 10;
  if (cheaper && target) {
    await subscribe(db, viewer, cheaper.id, { type: 'price', price: target }, addDays(now, -5));
  }
  const arrived = await pickGoods(db, today, true, 9);
  if (!arrived) return;
  const subscribedAt = addDays(now, -12);
  const notifiedAt = addHours(addDays(now, -4), -6);
  await db.insert(goodsSubscriptions).values({
    memberId: viewer.memberId,
    goodsId: arrived.id,
    type: 'arrival',
    status: 'done',
    createdAt: subscribedAt,
    notifiedAt,
  });
  await db.insert(messages).values({
    memberId: viewer.memberId,
    kind: 'goods_alert',
    title: `到货通知：${arrived.name}已到货`,
    content: `您订阅到货通知的“${arrived.name} ${arrived.spec}”（${arrived.manufacturer}）已到货，当前库存${arrived.stock}${arrived.unit}，库存有限，欢迎尽快采购。`,
    link: `/list/info/${arrived.id}`,
    createdAt: notifiedAt,
    readAt: addHours(notifiedAt, 3),
  });
}
