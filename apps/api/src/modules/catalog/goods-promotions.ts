import type { PromotionKind, PromotionWindow } from '@yaocai/domain';
import { sql, type SQL } from 'drizzle-orm';

export interface PromotionJson {
  kind: string;
  starts_at: string;
  ends_at: string;
}

const KINDS: readonly string[] = [
  'spike',
  'daily',
  'full_reduction',
  'gift',
  'trade_up',
] satisfies PromotionKind[];

/**
 * A JSON array of the promotions of the goods `goodsId` (an SQL expression) that have not ended by
 * `now`, with their windows. Tags are worked out from it when a goods is shown (domain goodsTags),
 * so a cached list page still shows or drops a tag at the moment its activity starts or ends.
 */
export function promotionsJson(goodsId: SQL, now: Date | SQL): SQL {
  // `now` as SQL: a placeholder of a named statement (goods-extras.repository).
  const notEnded = now instanceof Date ? sql`${now.toISOString()}::timestamptz` : now;
  // The inner aliases are prefixed so that they cannot capture the caller's `goodsId` expression.
  return sql`coalesce((select json_agg(json_build_object('kind', p.kind, 'starts_at', p.starts_at, 'ends_at', p.ends_at))
    from (
      select pa.kind, pa.starts_at, pa.ends_at from activity_prices pa
        where pa.goods_id = ${goodsId} and pa.kind in ('spike', 'daily') and pa.ends_at > ${notEnded}
      union all
      select 'full_reduction', pr.starts_at, pr.ends_at from full_reduction_goods pf
        join full_reductions pr on pr.id = pf.activity_id
        where pf.goods_id = ${goodsId} and pr.ends_at > ${notEnded}
      union all
      select 'gift', pg.starts_at, pg.ends_at from gift_rules pg where pg.goods_id = ${goodsId} and pg.ends_at > ${notEnded}
      union all
      select 'trade_up', pt.starts_at, pt.ends_at from trade_up_goods ptg
        join trade_up_activities pt on pt.id = ptg.activity_id
        where ptg.goods_id = ${goodsId} and pt.is_on and pt.ends_at > ${notEnded}
    ) p), '[]')`;
}

/**
 * promotionsJson for a whole page at once: `goods_id, promotions` rows for the goods of `ids` (an SQL
 * int[]) that have a promotion not ended by `now`. Each promotion table is read once for the page
 * (a hash join) instead of once per goods: the per-goods form was most of the list's database time.
 */
export function promotionsByGoods(ids: SQL, now: SQL): SQL {
  return sql`select p.goods_id, json_agg(json_build_object('kind', p.kind, 'starts_at', p.starts_at, 'ends_at', p.ends_at)) as promotions
    from (
      select pa.goods_id, pa.kind, pa.starts_at, pa.ends_at from activity_prices pa
        where pa.goods_id = any(${ids}) and pa.kind in ('spike', 'daily') and pa.ends_at > ${now}
      union all
      select pf.goods_id, 'full_reduction', pr.starts_at, pr.ends_at from full_reduction_goods pf
        join full_reductions pr on pr.id = pf.activity_id
        where pf.goods_id = any(${ids}) and pr.ends_at > ${now}
      union all
      select pg.goods_id, 'gift', pg.starts_at, pg.ends_at from gift_rules pg
        where pg.goods_id = any(${ids}) and pg.ends_at > ${now}
      union all
      select ptg.goods_id, 'trade_up', pt.starts_at, pt.ends_at from trade_up_goods ptg
        join trade_up_activities pt on pt.id = ptg.activity_id
        where ptg.goods_id = any(${ids}) and pt.is_on and pt.ends_at > ${now}
    ) p group by p.goods_id`;
}

export function toPromotionWindows(rows: readonly PromotionJson[]): PromotionWindow[] {
  return rows
    .filter((row) => KINDS.includes(row.kind))
    .map((row) => ({
      kind: row.kind as PromotionKind,
      startsAt: new Date(row.starts_at),
      endsAt: new Date(row.ends_at),
    }));
}
