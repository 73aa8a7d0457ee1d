import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from './recall.repository';

export interface RecallRow {
  id: number;
  recall_no: string;
  level: number;
  reason: string;
  instructions: string;
  status: string;
  close_note: string;
  created_by: string;
  created_at: string;
  closed_at: string | null;
  batches: string[];
  buyers: number;
  answered: number;
}

const recallColumns = sql`r.id, r.recall_no, r.level, r.reason, r.instructions, r.status, r.close_note,
  coalesce(nullif(m.name, ''), m.username) as created_by,
  to_char(r.created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as created_at,
  to_char(r.closed_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as closed_at,
  array(select g.name || ' ' || g.spec || ' 批号' || b.batch_no from recall_batches rb
    join goods_batches b on b.id = rb.batch_id join goods g on g.id = rb.goods_id
    where rb.recall_id = r.id order by rb.id) as batches,
  (select count(*)::int from recall_buyers x where x.recall_id = r.id) as buyers,
  (select count(*)::int from recall_buyers x where x.recall_id = r.id and x.acknowledged_at is not null) as answered`;

export function recallPage(db: Database, status: string | undefined, offset: number, limit: number) {
  const where = status ? sql`where r.status = ${status}` : sql``;
  return Promise.all([
    rowsOf<RecallRow>(
      db,
      sql`select ${recallColumns} from recalls r join members m on m.id = r.created_by ${where}
        order by r.created_at desc, r.id desc offset ${offset} limit ${limit}`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from recalls r ${where}`),
  ]);
}

export async function findRecall(db: Database, id: number) {
  const [row] = await rowsOf<RecallRow>(
    db,
    sql`select ${recallColumns} from recalls r join members m on m.id = r.created_by where r.id = ${id}`,
  );
  return row ?? null;
}

export interface BuyerUnits {
  buyer_id: number;
  member_id: number;
  username: string;
  company: string;
  order_nos: string[];
  units_shipped: number;
  units_returned: number;
  units_destroyed: number;
  notified_at: string;
  acknowledged_at: string | null;
  note: string;
}

/**
 * Per buyer the recall reached: units of its batches in shipped or completed orders, units back with
 * us (退货 received or refunded), units the buyer confirmed destroyed, and the acknowledgement.
 */
export function buyerUnits(db: Database, recallId: number, memberId?: number) {
  return rowsOf<BuyerUnits>(
    db,
    sql`with lines as (
        select o.member_id, o.order_no, l.id, l.quantity from order_lines l join orders o on o.id = l.order_id
        where o.status in ('shipped', 'completed')
          and l.batch_id in (select batch_id from recall_batches where recall_id = ${recallId})
      )
      select rb.id as buyer_id, rb.member_id, m.username, c.name as company,
        array(select distinct x.order_no from lines x where x.member_id = rb.member_id order by 1) as order_nos,
        (select coalesce(sum(x.quantity), 0)::int from lines x where x.member_id = rb.member_id) as units_shipped,
        (select coalesce(sum(sl.quantity), 0)::int from after_sale_lines sl join after_sales s on s.id = sl.after_sale_id
          where sl.order_line_id in (select x.id from lines x where x.member_id = rb.member_id)
            and s.kind = 'return_refund' and s.status in ('returned', 'refunded')) as units_returned,
        rb.destroyed_units as units_destroyed,
        to_char(rb.notified_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as notified_at,
        to_char(rb.acknowledged_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as acknowledged_at,
        rb.note
      from recall_buyers rb join members m on m.id = rb.member_id join companies c on c.id = m.company_id
      where rb.recall_id = ${recallId} ${memberId ? sql`and rb.member_id = ${memberId}` : sql``}
      order by rb.id`,
  );
}

export function recallBatchRows(db: Database, recallId: number) {
  return rowsOf<{
    batch_id: number;
    goods_id: number;
    goods_name: string;
    spec: string;
    manufacturer: string;
    batch_no: string;
    expires_on: string;
    stock: number;
    units_sold: number;
    recalled: boolean;
    units_held: number;
  }>(
    db,
    sql`select b.id as batch_id, g.id as goods_id, g.name as goods_name, g.spec, mf.name as manufacturer,
        b.batch_no, b.expires_on::text as expires_on, b.recalled_stock as stock,
        (select coalesce(sum(l.quantity), 0)::int from order_lines l join orders o on o.id = l.order_id
          where l.batch_id = b.id and o.paid_at is not null) as units_sold,
        true as recalled, rb.units_held
      from recall_batches rb join goods_batches b on b.id = rb.batch_id join goods g on g.id = rb.goods_id
      join manufacturers mf on mf.id = g.manufacturer_id where rb.recall_id = ${recallId} order by rb.id`,
  );
}

export function recallHoldRows(db: Database, recallId: number) {
  return rowsOf<{
    id: number;
    order_id: number;
    order_no: string;
    company: string;
    goods_name: string;
    batch_no: string;
    quantity: number;
    status: string;
    resolved_at: string | null;
  }>(
    db,
    sql`select h.id, o.id as order_id, o.order_no, c.name as company, l.goods_name, l.batch_no, h.quantity, h.status,
        to_char(h.resolved_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as resolved_at
      from recall_holds h join orders o on o.id = h.order_id join order_lines l on l.id = h.order_line_id
      join members m on m.id = o.member_id join companies c on c.id = m.company_id
      where h.recall_id = ${recallId} order by h.id`,
  );
}
