import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Rows of a raw statement (aggregates cast to int in the SQL, so numbers arrive as numbers). */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** An int[] parameter: one bound value whatever the list's length (a JS array would become a list of them). */
export function ints(values: readonly number[]) {
  return sql`${`{${values.map((v) => Math.trunc(Number(v))).join(',')}}`}::int[]`;
}

/** Units of an order line asked back in after-sales not rejected (`line`: the line's id column). */
export const unitsAskedBack = (
  line: SQL,
) => sql`(select coalesce(sum(sl.quantity), 0)::int from after_sale_lines sl
  join after_sales s on s.id = sl.after_sale_id where sl.order_line_id = ${line} and s.status <> 'rejected')`;

export interface BatchRow {
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
}

const batchColumns = sql`b.id as batch_id, g.id as goods_id, g.name as goods_name, g.spec, m.name as manufacturer,
  b.batch_no, b.expires_on::text as expires_on, b.stock,
  (select coalesce(sum(l.quantity), 0)::int from order_lines l join orders o on o.id = l.order_id
    where l.batch_id = b.id and o.paid_at is not null) as units_sold,
  b.recalled_at is not null as recalled`;

/** Batches whose goods name or batch number matches, for the recall form (20 at most). */
export function searchBatches(db: Database, keyword: string | undefined) {
  const like = `%${(keyword ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return rowsOf<BatchRow>(
    db,
    sql`select ${batchColumns} from goods_batches b join goods g on g.id = b.goods_id
      join manufacturers m on m.id = g.manufacturer_id
      where ${keyword ? sql`(b.batch_no ilike ${like} or g.name ilike ${like} or g.trade_name ilike ${like})` : sql`true`}
      order by (b.recalled_at is null) desc, b.expires_on desc, b.id limit 20`,
  );
}

export function batchesByIds(db: Database, ids: number[]) {
  return rowsOf<BatchRow>(
    db,
    sql`select ${batchColumns} from goods_batches b join goods g on g.id = b.goods_id
      join manufacturers m on m.id = g.manufacturer_id where b.id = any(${ints(ids)}) order by b.id`,
  );
}

/**
 * Takes the batches off sale: their stock moves to recalled_stock under the rows' locks, so a checkout
 * holding them finishes first and every later one finds no stock. Returns the batches it took.
 */
export function quarantineBatches(db: Database, ids: number[], now: Date) {
  return rowsOf<{ id: number; goods_id: number; held: number }>(
    db,
    sql`update goods_batches b set recalled_stock = b.recalled_stock + b.stock, stock = 0,
        recalled_at = ${now.toISOString()}::timestamptz
      where b.id = any(${ints(ids)}) and b.recalled_at is null
      returning b.id, b.goods_id, b.recalled_stock as held`,
  );
}

export interface AffectedLine {
  order_id: number;
  order_no: string;
  member_id: number;
  status: string;
  line_id: number;
  quantity: number;
  goods_name: string;
  batch_no: string;
}

/** Lines of the batches in orders that still matter: unpaid, awaiting approval, paid, shipped or completed. */
export function affectedLines(db: Database, batchIds: number[]) {
  return rowsOf<AffectedLine>(
    db,
    sql`select o.id as order_id, o.order_no, o.member_id, o.status, l.id as line_id, l.quantity,
        l.goods_name, l.batch_no
      from order_lines l join orders o on o.id = l.order_id
      where l.batch_id = any(${ints(batchIds)})
        and o.status in ('unpaid', 'pending_approval', 'to_ship', 'shipped', 'completed')
      order by o.id, l.id`,
  );
}

/**
 * The buyers' row locks (as lockMember takes them), without waiting: a recall holds its batches'
 * locks, and a checkout holds its buyer's lock while it waits for a batch, so waiting here could
 * deadlock. A busy lock fails the statement (55P03) and the caller runs the recall again.
 */
export async function lockMembersNowait(db: Database, memberIds: number[]) {
  if (memberIds.length === 0) return;
  await db.execute(
    sql`select id from members where id = any(${ints(memberIds)}) order by id for no key update nowait`,
  );
}

/** lock_not_available (55P03), through Drizzle's error wrapper. */
export function isLockBusy(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: string }).code === '55P03') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
