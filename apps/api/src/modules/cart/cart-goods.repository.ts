import type { StorewideRule } from '@yaocai/domain';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goods } from '../../db/schema';
import {
  extrasValues,
  storewideRulesJson,
  toStorewideRules,
  type StorewideRuleJson,
  promotionsJson,
  toPromotionWindows,
  type PromotionJson,
  type GoodsExtras,
} from '../catalog/index';
import type { FullReduction, GiftRule } from '../marketing/index';
import { CART_SKIPS_COLUMNS, type CartGoodsRow } from './cart-pricing.types';
import { aliased, namedStatement } from '../../db/named-statement';

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
/** A row of cartGoodsQuery. */
export type CartGoodsStatementRow = Row;

/**
 * Everything per goods that pricing and showing cart lines need, for many goods in ONE statement of the
 * same shape whatever the cart holds (a 200-line cart would otherwise pay five statements and the
 * goods' long texts). Same rules as the catalogue's findGoodsRows and findGoodsExtras (batches with
 * stock, sellable through their expiry day) and marketing's findFullReductions and findGiftRules, plus
 * the 全场折扣 rules on the first row (findStorewideRules), which pricing needs with them.
 */
export async function findCartGoods(db: Database, ids: readonly number[], now: Date): Promise<CartGoods> {
  if (ids.length === 0) return emptyCartGoods();
  return toCartGoods(await cartGoodsOf(db, { ids: [...ids], ...extrasValues(now) }));
}

const cartGoodsOf = namedStatement<{ ids: number[] } & MomentValues, Row>('cart_goods', () =>
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

/** The moment cartGoodsQuery prices at, as the catalogue's extras statement takes it: `at` and `today`. */
export type MomentValues = ReturnType<typeof extrasValues>;

/**
 * The goods statement over the ids `idList` (an int[]), with `firstRow` columns on the first row. Built
 * once (namedStatement): the moment comes as the placeholders `at` and `today` (extrasValues).
 */
export function cartGoodsQuery(idList: SQL, firstRow: SQL = sql``) {
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

export function toCartGoods(
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
