import {
  firstRunOn,
  formatDate,
  toCalendarDate,
  addDays as addCalendarDays,
  weekdayOf,
} from '@yaocai/domain';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../lib/http-errors';
import { findViewerByUsername, type Viewer } from '../../shared/viewer';
import { addToCart } from '../../modules/cart/index';
import { createOrder, markOrderPaid } from '../../modules/checkout/index';
import { confirmReceipt, findAddresses, shipOrder } from '../../modules/orders/index';
import type { Database } from '../client';
import { cartItems, recurringOrders, shoppingListItems, shoppingLists } from '../schema';
import { addDays, addHours } from './dates';

/**
 * Purchase rhythms behind 常购清单 and 该补货了: goods bought every 15 days, last a month ago (due now),
 * goods bought every 14 days, last 8 days ago (due in a week), and goods bought once.
 */
const RHYTHMS: { days: number[]; packs: number }[] = [
  { days: [75, 60, 45, 30], packs: 2 },
  { days: [78, 63, 48, 33], packs: 1 },
  { days: [50, 36, 22, 8], packs: 1 },
  { days: [52, 38, 24, 10], packs: 3 },
  { days: [120], packs: 1 },
  { days: [90, 36], packs: 2 },
];

async function sellableGoods(db: Database, skip: number) {
  const result = await db.execute(sql`
    select g.id, g.middle_pack from goods g
    where g.on_sale and g.type = 0 and not g.is_controlled and g.kind = 'drug'
      and (select coalesce(sum(b.stock), 0) from goods_batches b
           where b.goods_id = g.id and b.expires_on > current_date + 90) >= 300
    order by g.sales desc, g.id offset ${skip} limit ${RHYTHMS.length}`);
  return (result as unknown as { rows: { id: number; middle_pack: number }[] }).rows.map((r) => ({
    id: Number(r.id),
    pack: Math.max(1, Number(r.middle_pack)),
  }));
}

/** One past order, paid by transfer, shipped and received, through the real services. */
async function pastOrder(
  db: Database,
  viewer: Viewer,
  lines: { goodsId: number; number: number }[],
  at: Date,
  key: string,
) {
  const [address] = await findAddresses(db, viewer.memberId);
  if (!address) return;
  try {
    const added = await addToCart(
      db,
      viewer,
      lines.map((l) => ({ ...l, type: 0, ckId: 0, price: null })),
      at,
      true,
    );
    if (added.lines.length === 0) return;
    const order = await createOrder(
      db,
      viewer,
      {
        ids: added.lines.map((l) => l.id),
        addressId: address.id,
        invoiceType: 0,
        remark: '',
        idempotencyKey: key,
      },
      at,
    );
    await db.transaction((tx) =>
      markOrderPaid(
        tx,
        order.id,
        order.orderNo,
        viewer.memberId,
        'transfer',
        order.payableAmount,
        addHours(at, 1),
      ),
    );
    await shipOrder(
      db,
      order.id,
      { company: '顺丰速运', no: `SF${1_500_000_000_000 + order.id}` },
      addHours(at, 20),
    );
    await confirmReceipt(db, viewer, order.id, addHours(at, 60));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await db.delete(cartItems).where(eq(cartItems.memberId, viewer.memberId));
  }
}

/** yaodian01 and zhensuo01: a year's rhythm of orders, a named list, and (yaodian01) one 定期采购 plan. */
export async function seedRepeatBuying(db: Database, { now }: { now: Date }) {
  for (const [m, username] of ['yaodian01', 'zhensuo01'].entries()) {
    const viewer = await findViewerByUsername(db, username);
    if (!viewer?.isPassed) continue;
    const goods = await sellableGoods(db, 20 + m * RHYTHMS.length);
    const byDay = new Map<number, { goodsId: number; number: number }[]>();
    RHYTHMS.forEach((r, i) => {
      const g = goods[i];
      if (!g) return;
      for (const day of r.days)
        byDay.set(day, [...(byDay.get(day) ?? []), { goodsId: g.id, number: g.pack * r.packs }]);
    });
    for (const day of [...byDay.keys()].sort((a, b) => b - a)) {
      await pastOrder(
        db,
        viewer,
        byDay.get(day)!,
        addHours(addDays(now, -day), -5),
        `seed-repeat-${username}-${day}`,
      );
    }
    const [list] = await db
      .insert(shoppingLists)
      .values({ memberId: viewer.memberId, name: m === 0 ? '每周常备药' : '诊所常用药' })
      .returning({ id: shoppingLists.id });
    await db
      .insert(shoppingListItems)
      .values(goods.slice(0, 3).map((g) => ({ listId: list.id, goodsId: g.id, number: g.pack })));
    if (m !== 0 || goods.length < 3) continue;
    const [address] = await findAddresses(db, viewer.memberId);
    if (!address) continue;
    // Three days from today, so a server started from the seed does not order it at once.
    const day = weekdayOf(addCalendarDays(toCalendarDate(now), 3));
    await db.insert(recurringOrders).values({
      memberId: viewer.memberId,
      name: '每周常规补货',
      lines: goods.slice(2, 4).map((g) => ({ goods_id: g.id, number: g.pack })),
      every: 'week',
      day,
      addressId: address.id,
      pay: 'balance',
      nextRunOn: formatDate(firstRunOn('week', day, toCalendarDate(now))),
    });
  }
}
