import type { StorewideRule } from '@yaocai/domain';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goods } from '../../db/schema';
import {
  todayInChina,
  storewideRulesJson,
  toStorewideRules,
  type StorewideRuleJson,
  promotionsJson,
  toPromotionWindows,
  type PromotionJson,
  type GoodsExtras,
} from '../catalog/index';
import type { FullReduction, GiftRule } from '../marketing/index';
import { CART_SKIPS_COLUMNS, type CartGoodsRow, type CartLineLike } from './cart-pricing.types';
import { aliased, namedStatement } from '../../db/named-statement';
import { cartDigestSql } from './cart.repository';

/** What the cart reads of many goods, in one statement. */
export interface CartGoods {
  /** On-sale goods with their manufacturer, in the order of the ids (controlled sales not yet filtered). */
  rows: CartGoodsRow[];
  /** Ladders, promotions, images and stock of every id asked, on sale or not. */
  extras: GoodsExtras;
  /** The running 满减 of each goods (the lowest id when several run). */
  fullReductions: Map<number, FullReduction>;
  /** The running 买赠 rule of each goods (the lowest id when several run). */
  gifts: Map<number, GiftRule>;
  /** The 全场折扣 rules (findStorewideRules), read in the same statement. */
  storewide: StorewideRule[];
}

type Timestamp = string | Date;

/** The goods' own columns, each under its CartGoodsRow name; all null when it is not on sale. */
type GoodsColumns = Omit<CartGoodsRow, 'createdAt'> & { createdAt: Timestamp };

const skipped = new Set<string>(CART_SKIPS_COLUMNS);
const goodsColumns = aliased(
  Object.fromEntries(Object.entries(getTableColumns(goods)).filter(([key]) => !skipped.has(key))),
);

interface Extras {
  /** The id asked for (the goods' own `id` is null when it is not on sale). */
  line_goods_id: number;
  ladders: { number: number; price: number }[] | null;
  promotions: PromotionJson[];
  images: string[] | null;
  total: number | string | null;
  batch_no: string | null;
  expires_on: string | null;
  quality_report_url: string | null;
  full_reduction:
    (Omit<FullReduction, 'startsAt' | 'endsAt'> & { startsAt: Timestamp; endsAt: Timestamp }) | null;
  gift: Omit<GiftRule, 'goodsId'> | null;
  /** On the first row only (the same for every goods). */
  storewide: StorewideRuleJson[] | null;
}

type Row = GoodsColumns & Extras;

/**
 * Everything per goods that pricing and showing cart lines need, for many goods in ONE statement of the
 * same shape whatever the cart holds (a 200-line cart would otherwise pay five statements and the
 * goods' long texts). Same rules as the catalogue's findGoodsRows and findGoodsExtras (batches with
 * stock, sellable through their expiry day) and marketing's findFullReductions and findGiftRules, plus
 * the 全场折扣 rules on the first row (findStorewideRules), which pricing needs with them.
 */
export async function findCartGoods(db: Database, ids: readonly number[], now: Date): Promise<CartGoods> {
  if (ids.length === 0) return emptyCartGoods();
  return toCartGoods(await cartGoodsOf(db, { ids: [...ids], ...timeValues(now) }));
}

const cartGoodsOf = namedStatement<{ ids: number[] } & TimeValues, Row>('cart_goods', () =>
  cartGoodsQuery(sql`${sql.placeholder('ids')}::int[]`),
);

function emptyCartGoods(): CartGoods {
  return {
    rows: [],
    extras: { ladders: new Map(), promotions: new Map(), images: new Map(), stock: new Map() },
    fullReductions: new Map(),
    gifts: new Map(),
    storewide: [],
  };
}

/** The moment cartGoodsQuery prices at: an instant (`at`, ISO) and the day in China (`today`). */
interface TimeValues extends Record<string, unknown> {
  at: string;
  today: string;
}
const timeValues = (now: Date): TimeValues => ({ at: now.toISOString(), today: todayInChina(now) });

/**
 * The goods statement over the ids `idList` (an int[]), with `firstRow` columns on the first row. Built
 * once (namedStatement): the moment comes as the placeholders `at` and `today` (timeValues).
 */
function cartGoodsQuery(idList: SQL, firstRow: SQL = sql``) {
  const at = sql`${sql.placeholder('at')}::timestamptz`;
  const today = sql`${sql.placeholder('today')}::date`;
  return sql`
    select i.id as line_goods_id, ${goodsColumns}, m.name as manufacturer,
      (select json_agg(json_build_object('number', l.number, 'price', l.price) order by l.number)
         from ladder_prices l where l.goods_id = i.id) as ladders,
      ${promotionsJson(sql`i.id`, at)} as promotions,
      (select json_agg(im.url order by im.sort, im.id) from goods_images im where im.goods_id = i.id) as images,
      st.total, st.batch_no, st.expires_on::text as expires_on, st.quality_report_url,
      (select json_build_object('id', f.id, 'name', f.name, 'tiers', f.tiers, 'startsAt', f.starts_at, 'endsAt', f.ends_at)
         from full_reduction_goods fg join full_reductions f on f.id = fg.activity_id
         where fg.goods_id = i.id and f.starts_at <= ${at} and f.ends_at > ${at} order by f.id limit 1) as full_reduction,
      (select json_build_object('id', r.id, 'buyNumber', r.buy_number, 'giftGoodsId', gg.id, 'giftNumber', r.gift_number,
                                'giftName', gg.name, 'giftUnit', gg.unit)
         from gift_rules r join goods gg on gg.id = coalesce(r.gift_goods_id, r.goods_id)
         where r.goods_id = i.id and r.starts_at <= ${at} and r.ends_at > ${at} order by r.id limit 1) as gift,
      case when i.n = 1 then ${storewideRulesJson(at)} end as storewide${firstRow}
    from unnest(${idList}) with ordinality as i(id, n)
    left join goods on goods.id = i.id and goods.on_sale
    left join manufacturers m on m.id = goods.manufacturer_id
    left join lateral (
      select sum(b.stock) over () as total, b.batch_no, b.expires_on, b.quality_report_url
      from goods_batches b where b.goods_id = i.id and b.stock > 0 and b.expires_on >= ${today}
      order by b.expires_on, b.id limit 1) st on true
    order by i.n`;
}

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

type SelectionRow = Row & { cart_lines: CartLineJson[] | null; licences: LicenceRow[] | null };
interface SelectionValues extends TimeValues {
  memberId: number;
  companyId: number;
  lineIds: number[];
}

/** The selection read under `name`, with `extra` columns on its first row: built once per name. */
function selectionStatement(name: string, extra: Record<string, SQL>) {
  return namedStatement<SelectionValues & Record<string, unknown>, SelectionRow>(name, () => {
    const member = sql`${sql.placeholder('memberId')}::int`;
    const only = sql` and c.id = any(${sql.placeholder('lineIds')}::int[])`;
    const ids = sql`array(select distinct c.goods_id from cart_items c
      where c.member_id = ${member} and c.goods_id is not null${only})`;
    const extraColumns = Object.entries(extra).map(
      ([column, value]) => sql`,
      case when i.n = 1 then ${value} end as ${sql.identifier(column)}`,
    );
    const firstRow = sql`,
      case when i.n = 1 then ${cartLinesJson(member, only)} end as cart_lines,
      case when i.n = 1 then ${licencesJson(sql`${sql.placeholder('companyId')}::int`)} end as licences${sql.join(extraColumns)}`;
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
    ...timeValues(now),
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
  const rows = await cartForAdd(db, { memberId, companyId, addIds: [...addIds], narrow, ...timeValues(now) });
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
  { memberId: number; companyId: number; addIds: number[]; narrow: boolean } & TimeValues,
  Row & { cart_lines: CartLineJson[] | null; licences: LicenceRow[] | null; cart_digest: string | null }
>('cart_for_add', () => {
  const member = sql`${sql.placeholder('memberId')}::int`;
  const adding = sql`${sql.placeholder('addIds')}::int[]`;
  // Narrow: the goods of the additions alone, when no combination line could share their goods.
  const ids = sql`case when ${sql.placeholder('narrow')}::boolean and not exists (
      select 1 from cart_items where member_id = ${member} and type = 3) then ${adding}
    else array(select distinct x.id from (
      select goods_id as id from cart_items where member_id = ${member} and goods_id is not null
      union all select unnest(${adding})) x) end`;
  const firstRow = sql`,
      case when i.n = 1 then ${cartLinesJson(member, sql``)} end as cart_lines,
      case when i.n = 1 then ${licencesJson(sql`${sql.placeholder('companyId')}::int`)} end as licences,
      case when i.n = 1 then ${cartDigestSql(member)} end as cart_digest,
      case when i.n = 1 then (select m.id from members m where m.id = ${member} for no key update) end as locked,
      case when i.n = 1 then set_config('plan_cache_mode', 'force_generic_plan', true) end as plan_once`;
  return cartGoodsQuery(ids, firstRow);
});

interface LicenceRow {
  kind: string;
  expiresOn: string;
}

function toCartGoods(
  rows: (Row & { cart_lines?: unknown; licences?: unknown; cart_digest?: unknown; locked?: unknown })[],
): CartGoods {
  const found = emptyCartGoods();
  const { extras } = found;
  for (const { line_goods_id, cart_lines: _l, licences: _q, cart_digest: _d, locked: _m, ...row } of rows) {
    const id = Number(line_goods_id);
    // Columns as they come, not json: parsing 200 goods' json was the biggest part of a big cart's CPU.
    const {
      ladders,
      promotions,
      images,
      total,
      batch_no,
      expires_on,
      quality_report_url,
      full_reduction,
      gift,
      storewide,
      ...goods
    } = row;
    if (goods.onSale !== null) found.rows.push({ ...goods, createdAt: new Date(goods.createdAt) });
    if (ladders) extras.ladders.set(id, ladders);
    if (promotions.length > 0) extras.promotions.set(id, toPromotionWindows(promotions));
    if (images) extras.images.set(id, images);
    if (batch_no !== null) {
      extras.stock.set(id, {
        total: Number(total),
        batchNo: batch_no,
        expiresOn: expires_on!,
        reportUrl: quality_report_url!,
      });
    }
    if (full_reduction) {
      const { startsAt, endsAt } = full_reduction;
      found.fullReductions.set(id, {
        ...full_reduction,
        startsAt: new Date(startsAt),
        endsAt: new Date(endsAt),
      });
    }
    if (gift) found.gifts.set(id, { ...gift, goodsId: id });
    if (storewide) found.storewide = toStorewideRules(storewide);
  }
  return found;
}
