import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export interface UsualGoodsRow {
  goods_id: number;
  name: string;
  spec: string;
  manufacturer: string;
  times: number;
  last_number: number;
  last_price: number;
  last_at: string;
  /** Median days between purchase days, when bought on at least three days; else null. */
  median_days: number | null;
  usual_number: number | null;
  /** The day the median interval has passed since the last purchase (Asia/Shanghai), or null. */
  due_on: string | null;
}

/**
 * Every goods the member bought since `since` (cancelled orders and gifts apart): how many orders,
 * the last order's quantity and price, and for goods bought on three days or more the median interval
 * between purchase days and the median quantity per day — 补货提醒 straight from the order lines.
 */
export async function findUsualGoods(db: Database, memberId: number, since: Date): Promise<UsualGoodsRow[]> {
  const result = await db.execute(sql`
    with bought as (
      select ol.goods_id, o.id as order_id, o.created_at,
             (o.created_at at time zone 'Asia/Shanghai')::date as day,
             sum(ol.quantity)::int as qty, max(ol.unit_price) as price,
             max(ol.goods_name) as name, max(ol.spec) as spec, max(ol.manufacturer) as manufacturer
      from order_lines ol join orders o on o.id = ol.order_id
      where o.member_id = ${memberId} and o.status <> 'cancelled' and not ol.is_gift
        and o.created_at >= ${since.toISOString()}::timestamptz
      group by ol.goods_id, o.id
    ), days as (
      select goods_id, day, sum(qty)::int as qty from bought group by goods_id, day
    ), gaps as (
      select goods_id, day - lag(day) over (partition by goods_id order by day) as gap from days
    ), hints as (
      select d.goods_id,
             (select round(percentile_cont(0.5) within group (order by g.gap))::int
                from gaps g where g.goods_id = d.goods_id and g.gap is not null) as median_days,
             percentile_disc(0.5) within group (order by d.qty) as usual_number,
             max(d.day) as last_day
      from days d group by d.goods_id having count(*) >= 3
    )
    select b.goods_id,
           max(b.name) as name, max(b.spec) as spec, max(b.manufacturer) as manufacturer,
           count(distinct b.order_id)::int as times,
           (array_agg(b.qty order by b.created_at desc, b.order_id desc))[1] as last_number,
           (array_agg(b.price order by b.created_at desc, b.order_id desc))[1] as last_price,
           max(b.created_at) as last_at,
           h.median_days, h.usual_number,
           to_char(h.last_day + h.median_days, 'YYYY-MM-DD') as due_on
    from bought b left join hints h on h.goods_id = b.goods_id
    group by b.goods_id, h.median_days, h.usual_number, h.last_day
    order by max(b.created_at) desc, b.goods_id desc
  `);
  return (result as unknown as { rows: UsualGoodsRow[] }).rows.map((r) => ({
    ...r,
    goods_id: Number(r.goods_id),
    times: Number(r.times),
    last_number: Number(r.last_number),
    last_price: Number(r.last_price),
    last_at: new Date(r.last_at).toISOString(),
    median_days: r.median_days === null ? null : Number(r.median_days),
    usual_number: r.usual_number === null ? null : Number(r.usual_number),
  }));
}
