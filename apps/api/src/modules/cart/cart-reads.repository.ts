import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { namedStatement, unseenPlaceholder } from '../../db/named-statement';
import { extrasValues } from '../catalog/index';
import type { CartLineLike } from './cart-pricing.types';
import {
  cartGoodsQuery,
  toCartGoods,
  type CartGoodsStatementRow,
  type MomentValues,
} from './cart-goods.repository';
import { cartDigestSql } from './cart.repository';

/*
 * The two reads that bring a member's cart lines, the goods they price with (cart-goods.repository's
 * statement) and the company's licences in ONE statement: the order's selection and the cart add.
 */

/** The member's cart lines (those `also` narrows to) as a json array in id order. */
const cartLinesJson = (memberId: SQL, also: SQL) =>
  sql`(select coalesce(json_agg(json_build_object('id', c.id, 'type', c.type, 'goodsId', c.goods_id,
      'refId', c.ref_id, 'number', c.number, 'isSelected', c.is_selected, 'shownPrice', c.shown_price)
      order by c.id), '[]') from cart_items c where c.member_id = ${memberId}${also})`;

/** The company's approved licences as a json array. */
const licencesJson = (companyId: SQL) =>
  sql`(select coalesce(json_agg(json_build_object('kind', q.kind, 'expiresOn', q.expires_on::text)), '[]')
      from qualifications q where q.company_id = ${companyId} and q.status = 'approved')`;

/** Columns a caller adds to the first row of the selection read, under its own statement name. */
export interface SelectionExtra {
  /** The named statement's name (one per column list). */
  name: string;
  /**
   * Expressions by column name, each evaluated on the first row only. Built once per name, so values
   * are placeholders: the caller's own (`values`) and the read's (`memberId`, `at`: SelectionValues).
   */
  columns: () => Record<string, SQL>;
  /** The values of the caller's own placeholders. */
  values: Record<string, unknown>;
}

type SelectionRow = CartGoodsStatementRow & {
  cart_lines: CartLineJson[] | null;
  licences: LicenceRow[] | null;
};
interface SelectionValues extends MomentValues {
  memberId: number;
  companyId: number;
  lineIds: number[];
}

/** The selection read under `name`, with `extra` columns on its first row: built once per name. */
function selectionStatement(name: string, extra: Record<string, SQL>) {
  return namedStatement<SelectionValues & Record<string, unknown>, SelectionRow>(name, () => {
    const member = unseenPlaceholder('memberId', 'int');
    const only = sql` and c.id = any(${sql.placeholder('lineIds')}::int[])`;
    const ids = sql`array(select distinct c.goods_id from cart_items c
      where c.member_id = ${member} and c.goods_id is not null${only})`;
    const extraColumns = Object.entries(extra).map(
      ([column, value]) => sql`,
      case when i.n = 1 then ${value} end as ${sql.identifier(column)}`,
    );
    const firstRow = sql`,
      case when i.n = 1 then ${cartLinesJson(member, only)} end as cart_lines,
      case when i.n = 1 then ${licencesJson(unseenPlaceholder('companyId', 'int'))} end as licences${sql.join(extraColumns)}`;
    return cartGoodsQuery(ids, firstRow);
  });
}
const selections = new Map<string, ReturnType<typeof selectionStatement>>();

/**
 * The cart lines `lineIds` of a member, the goods of those lines (as findCartGoods) and the company's
 * approved licences in ONE statement: what an order and its preview price. It takes no lock (an
 * order holds the member lock already). `extra` adds the caller's own first-row columns (the order's
 * facts), returned as `extra`. Null when the lines name no goods (combination lines only).
 */
export async function findCartSelection<Extra extends object = Record<string, never>>(
  db: Database,
  memberId: number,
  companyId: number,
  lineIds: readonly number[],
  now: Date,
  extra?: SelectionExtra,
) {
  const name = extra?.name ?? 'cart_selection';
  let statement = selections.get(name);
  if (!statement) {
    statement = selectionStatement(name, extra?.columns() ?? {});
    selections.set(name, statement);
  }
  const rows = await statement(db, {
    ...extra?.values,
    memberId,
    companyId,
    lineIds: [...lineIds],
    ...extrasValues(now),
  });
  const first = rows[0];
  if (!first) return null;
  return {
    lines: first.cart_lines ?? [],
    licences: first.licences ?? [],
    goodsIds: rows.map((r) => Number(r.line_goods_id)),
    goods: toCartGoods(rows),
    extra: first as unknown as Extra,
  };
}

/** A member's cart line as the add statement reads it. */
export type CartLineJson = CartLineLike;

/**
 * What adding to a cart reads, in ONE statement that also takes the member lock (lockMember's): the
 * member's cart lines with their digest, the goods of those lines and of `addIds` (as findCartGoods),
 * and the company's approved licences. The lines are as of the statement's start: when it waited for
 * the lock they may be older than the lock, so the write checks the digest (writeCartLines). Null when
 * neither the cart nor the additions name a goods (combination lines only; nothing locked): read
 * them one by one. `narrow` (additions of goods, flash-sale, quote or prepared lines): when the cart
 * holds no combination line, only the goods of the additions are read (`goodsIds` says which were).
 * Like the checkout's lock (lockMember `planOnce`), it makes the rest of the
 * transaction use generic plans: the write (writeCartLines) was otherwise re-planned on every add.
 */
export async function findCartForAdd(
  db: Database,
  memberId: number,
  companyId: number,
  addIds: readonly number[],
  now: Date,
  narrow = false,
) {
  const rows = await cartForAdd(db, {
    memberId,
    companyId,
    addIds: [...addIds],
    narrow,
    ...extrasValues(now),
  });
  const first = rows[0];
  if (!first) return null;
  const { cart_lines, licences, cart_digest } = first;
  return {
    lines: cart_lines ?? [],
    digest: cart_digest ?? '',
    licences: licences ?? [],
    goodsIds: rows.map((r) => Number(r.line_goods_id)),
    goods: toCartGoods(rows),
  };
}

/** findCartForAdd's statement, built once (the add's biggest cost in Drizzle was building it each time). */
const cartForAdd = namedStatement<
  { memberId: number; companyId: number; addIds: number[]; narrow: boolean } & MomentValues,
  CartGoodsStatementRow & {
    cart_lines: CartLineJson[] | null;
    licences: LicenceRow[] | null;
    cart_digest: string | null;
  }
>('cart_for_add', () => {
  const member = unseenPlaceholder('memberId', 'int');
  const adding = sql`${sql.placeholder('addIds')}::int[]`;
  // Narrow: the goods of the additions alone, when no combination line could share their goods.
  const ids = sql`case when ${sql.placeholder('narrow')}::boolean and not exists (
      select 1 from cart_items where member_id = ${member} and type = 3) then ${adding}
    else array(select distinct x.id from (
      select goods_id as id from cart_items where member_id = ${member} and goods_id is not null
      union all select unnest(${adding})) x) end`;
  const firstRow = sql`,
      case when i.n = 1 then ${cartLinesJson(member, sql``)} end as cart_lines,
      case when i.n = 1 then ${licencesJson(unseenPlaceholder('companyId', 'int'))} end as licences,
      case when i.n = 1 then ${cartDigestSql(member)} end as cart_digest,
      case when i.n = 1 then (select m.id from members m where m.id = ${member} for no key update) end as locked,
      case when i.n = 1 then set_config('plan_cache_mode', 'force_generic_plan', true) end as plan_once`;
  return cartGoodsQuery(ids, firstRow);
});

interface LicenceRow {
  kind: string;
  expiresOn: string;
}
