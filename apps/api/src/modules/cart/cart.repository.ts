import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
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

export interface LineWrite {
  /** New lines (their key, quantity and shown price). */
  inserts: CartLineInput[];
  /** Existing lines set to a quantity, selected, with the price shown. */
  updates: { id: number; number: number; shownPrice: number }[];
  /** Other lines whose shown price is remembered (rememberShownPrices). */
  shown: { id: number; price: number }[];
}

const ph = (name: string) => sql.placeholder(name);

/**
 * The member's cart lines as one text, every column pricing reads: equal texts, equal carts. The add
 * compares the one it priced with the one its write sees.
 */
export const cartDigestSql = (memberId: SQL) => sql`(select coalesce(string_agg(
    c.id::text || ',' || c.type::text || ',' || coalesce(c.goods_id::text, '-') || ',' || c.ref_id::text || ',' ||
    c.number::text || ',' || c.is_selected::text || ',' || coalesce(c.shown_price::text, '-'), ';' order by c.id), '')
  from cart_items c where c.member_id = ${memberId})`;

const writeLines = namedStatement<
  {
    memberId: number;
    digest: string | null;
    types: number[];
    goods: (number | null)[];
    refs: number[];
    numbers: number[];
    prices: number[];
    updateIds: number[];
    updateNumbers: number[];
    updatePrices: number[];
    shownIds: number[];
    shownPrices: number[];
  },
  { fresh: boolean; inserted: { id: number; type: number; goodsId: number | null; refId: number }[] }
>(
  'cart_write_lines',
  () => sql`with fresh as (
      select 1 where ${ph('digest')}::text is null or ${ph('digest')}::text = ${cartDigestSql(sql`${ph('memberId')}::int`)}
    ), inserted as (
      insert into cart_items (member_id, type, goods_id, ref_id, number, shown_price)
      select ${ph('memberId')}::int, v.type, v.goods_id, v.ref_id, v.number, v.price
      from unnest(${ph('types')}::int[], ${ph('goods')}::int[], ${ph('refs')}::int[], ${ph('numbers')}::int[],
                  ${ph('prices')}::int[]) as v(type, goods_id, ref_id, number, price), fresh
      returning id, type, goods_id, ref_id
    ), updated as (
      update cart_items c set number = v.number, is_selected = 1, shown_price = v.price, updated_at = now()
      from unnest(${ph('updateIds')}::int[], ${ph('updateNumbers')}::int[], ${ph('updatePrices')}::int[])
        as v(id, number, price), fresh
      where c.id = v.id and c.member_id = ${ph('memberId')}::int
    ), shown as (
      update cart_items c set shown_price = v.price
      from unnest(${ph('shownIds')}::int[], ${ph('shownPrices')}::int[]) as v(id, price), fresh
      where c.id = v.id and c.member_id = ${ph('memberId')}::int
    )
    select exists (select 1 from fresh) as fresh,
      coalesce((select json_agg(json_build_object('id', id, 'type', type, 'goodsId', goods_id, 'refId', ref_id))
        from inserted), '[]') as inserted`,
);

/**
 * An add's writes in ONE statement: the new lines (their ids come back with their keys), the changed
 * quantities and the prices shown. `shown` must not name a line of `updates`. With a `digest`
 * (cartDigestSql of the lines priced) it writes only when the cart is still that one: `fresh` false
 * and nothing written otherwise.
 */
export async function writeCartLines(
  db: Database,
  memberId: number,
  write: LineWrite,
  digest: string | null,
) {
  const [row] = await writeLines(db, {
    memberId,
    digest,
    types: write.inserts.map((l) => l.type),
    goods: write.inserts.map((l) => l.goodsId),
    refs: write.inserts.map((l) => l.refId),
    numbers: write.inserts.map((l) => l.number),
    prices: write.inserts.map((l) => l.shownPrice),
    updateIds: write.updates.map((l) => l.id),
    updateNumbers: write.updates.map((l) => l.number),
    updatePrices: write.updates.map((l) => l.shownPrice),
    shownIds: write.shown.map((l) => l.id),
    shownPrices: write.shown.map((l) => l.price),
  });
  return row!;
}
