import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import { cartItems } from '../../db/schema';

/** What pricing reads of a line (no timestamps: a 200-line cart would parse 400 dates for nothing). */
const lineColumns = {
  id: cartItems.id,
  type: cartItems.type,
  goodsId: cartItems.goodsId,
  refId: cartItems.refId,
  number: cartItems.number,
  isSelected: cartItems.isSelected,
  shownPrice: cartItems.shownPrice,
};

export type CartRow = Pick<typeof cartItems.$inferSelect, keyof typeof lineColumns>;

/** Every query is scoped to the member: another member's line simply does not exist. */
// The lines an order is placed from: a named statement (the ids travel as one array).
const cartLinesOf = namedStatement<{ memberId: number; ids: number[] }, CartRow>(
  'cart_lines_of',
  () => sql`select id, type, goods_id as "goodsId", ref_id as "refId", number, is_selected as "isSelected",
      shown_price as "shownPrice"
    from cart_items where member_id = ${sql.placeholder('memberId')} and id = any(${sql.placeholder('ids')}::int[])
    order by id`,
);

export async function findCartLines(db: Database, memberId: number, ids?: number[]): Promise<CartRow[]> {
  if (ids) return ids.length === 0 ? [] : cartLinesOf(db, { memberId, ids });
  return db
    .select(lineColumns)
    .from(cartItems)
    .where(eq(cartItems.memberId, memberId))
    .orderBy(asc(cartItems.id));
}

/** The number of cart lines; the profile's `cart` count and the header badge. */
export async function countCartLines(db: Database, memberId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.memberId, memberId));
  return row?.n ?? 0;
}

export interface CartLineInput {
  type: number;
  goodsId: number | null;
  refId: number;
  number: number;
  shownPrice: number;
}

export async function insertCartLine(db: Database, memberId: number, line: CartLineInput): Promise<number> {
  const [row] = await db
    .insert(cartItems)
    .values({
      memberId,
      type: line.type,
      goodsId: line.goodsId,
      refId: line.refId,
      number: line.number,
      shownPrice: line.shownPrice,
    })
    .returning({ id: cartItems.id });
  return row!.id;
}

export async function updateCartLine(
  db: Database,
  memberId: number,
  id: number,
  values: Partial<Pick<CartRow, 'number' | 'shownPrice' | 'isSelected'>>,
) {
  await db
    .update(cartItems)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(cartItems.memberId, memberId), eq(cartItems.id, id)));
}

export async function setSelected(db: Database, memberId: number, ids: number[], selected: 0 | 1) {
  const rows = await db
    .update(cartItems)
    .set({ isSelected: selected })
    .where(and(eq(cartItems.memberId, memberId), inArray(cartItems.id, ids)))
    .returning({ id: cartItems.id });
  return rows.length;
}

export async function deleteCartLines(db: Database, memberId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.memberId, memberId), inArray(cartItems.id, ids)))
    .returning({ id: cartItems.id });
  return rows.map((r) => r.id);
}

/** Remembers the unit prices the buyer has now been shown. */
export async function rememberShownPrices(
  db: Database,
  memberId: number,
  prices: { id: number; price: number }[],
) {
  if (prices.length === 0) return;
  const values = sql.join(
    prices.map((p) => sql`(${p.id}::int, ${p.price}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`update cart_items c set shown_price = v.price from (values ${values}) as v(id, price)
        where c.id = v.id and c.member_id = ${memberId}`,
  );
}
