import { getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import { withFreshNumber } from '../../lib/unique-numbers';
import { orderLines, orders } from '../../db/schema';
import { redPacketUseSql } from '../wallet/index';
import { addFlashSoldSql, takeFromBatchesSql, type BatchTake } from './stock.repository';
import type { OrderInsert, OrderRow, OrderLineRow } from './orders.repository';

/** An order line as placeOrder builds it: every column but the id and the time (the order's). */
export type NewOrderLine = Omit<OrderLineRow, 'id' | 'createdAt'>;

/** What a new order writes: its row and all that hangs on it, in one statement (see writeNewOrder). */
export interface NewOrder {
  /** The order's values; `id` drawn beforehand (nextval), the number drawn by `drawNumber`. */
  order: Omit<OrderInsert, 'orderNo'> & { id: number; createdAt: Date };
  drawNumber: () => string;
  /** The buyer's cart lines the order came from. */
  cartIds: number[];
  takes: BatchTake[];
  lines: NewOrderLine[];
  event: { kind: string; text: string };
  /** Units sold per flash-sale offer. */
  flashSold: ReadonlyMap<number, number>;
  /** The red packet spent (positive fen, 0 for none) and its ledger note (`{no}` stands for the order number). */
  redPacket: { amount: number; note: string };
}

const orderColumns = Object.entries(getTableColumns(orders)).map(([key, column]) => ({
  key: key as keyof OrderRow,
  name: column.name,
  // Drizzle keeps a `.default(value)` as the value and `.defaultNow()` as SQL (never needed here).
  fallback: typeof column.default === 'object' && column.default !== null ? null : (column.default ?? null),
}));

const lineColumns = Object.entries(getTableColumns(orderLines))
  .filter(([key]) => key !== 'id' && key !== 'createdAt')
  .map(([key, column]) => ({ key: key as keyof NewOrderLine, name: column.name }));

type WriteValues = {
  /** The order row as json keyed by column name, every column given. */
  order: string;
  memberId: number;
  cartIds: number[];
  batchIds: number[];
  quantities: number[];
  eventKind: string;
  eventText: string;
  /** The order lines as a json array of rows keyed by column name. */
  lines: string;
  offerIds: number[];
  offerUnits: number[];
  /** Negative fen (a ledger entry), 0 for none. */
  redPacket: number;
  redPacketNote: string;
  at: string;
};

/**
 * The order row (ON CONFLICT on its number: another order drew it the same second), and only when it
 * went in, the stock taken, the order lines, the cart lines removed, the first event, the flash-sale
 * counts and the red packet spent. Every data-modifying CTE runs whatever the others return, so each
 * one hangs on `placed`.
 */
const write = namedStatement<WriteValues, { placed: boolean | string; taken: number }>(
  'write_new_order',
  () => {
    const p = (key: keyof WriteValues) => sql.placeholder(key);
    const columns = sql.raw(orderColumns.map((c) => c.name).join(', '));
    const names = sql.raw(lineColumns.map((c) => c.name).join(', '));
    const placedId = sql`(select id from placed)`;
    return sql`with placed as (insert into orders (${columns})
      select ${columns} from json_populate_record(null::orders, ${p('order')}::json)
      on conflict (order_no) do nothing returning id),
    taken as (${takeFromBatchesSql(sql`(select array_agg(x) from unnest(${p('batchIds')}::int[]) x where exists (select 1 from placed))`, p('quantities'))}),
    gone as (delete from cart_items where exists (select 1 from placed)
      and member_id = ${p('memberId')} and id = any(${p('cartIds')}::int[])),
    event as (insert into order_events (order_id, kind, text, created_at)
      select id, ${p('eventKind')}, ${p('eventText')}, ${p('at')}::timestamptz from placed),
    lines as (insert into order_lines (${names}, created_at)
      select ${names}, ${p('at')}::timestamptz from json_populate_recordset(null::order_lines, ${p('lines')}::json)
      where exists (select 1 from placed)),
    sold as (${addFlashSoldSql(sql`(select array_agg(x) from unnest(${p('offerIds')}::int[]) x where exists (select 1 from placed))`, p('offerUnits'))}),
    red as (${redPacketUseSql({ memberId: p('memberId'), amount: sql`(case when exists (select 1 from placed) then ${p('redPacket')}::int else 0 end)`, orderId: placedId, note: p('redPacketNote'), at: p('at') })})
    select exists (select 1 from placed) as placed, (select count(*) from taken)::int as taken`;
  },
);

/**
 * Inserts the order and writes everything it takes, in ONE statement (one round trip while the
 * batches are locked) whose text never changes: PostgreSQL parses and plans it once per connection.
 * An order number another order took draws again (withFreshNumber). Returns the order row and how many
 * batches were taken: fewer than `takes` means a batch no longer had the units, and the caller must
 * roll the transaction back.
 */
export async function writeNewOrder(db: Database, w: NewOrder): Promise<{ order: OrderRow; taken: number }> {
  const lines = JSON.stringify(
    w.lines.map((line) => Object.fromEntries(lineColumns.map(({ key, name }) => [name, line[key]]))),
  );
  const given = w.order as Record<string, unknown>;
  return withFreshNumber(w.drawNumber, async (orderNo) => {
    const order = Object.fromEntries(
      orderColumns.map(({ key, fallback }) => [key, key === 'orderNo' ? orderNo : (given[key] ?? fallback)]),
    ) as unknown as OrderRow;
    const [row] = await write(db, {
      order: JSON.stringify(Object.fromEntries(orderColumns.map(({ key, name }) => [name, order[key]]))),
      memberId: order.memberId,
      cartIds: w.cartIds,
      batchIds: w.takes.map((t) => t.batchId),
      quantities: w.takes.map((t) => t.quantity),
      eventKind: w.event.kind,
      eventText: w.event.text,
      lines,
      offerIds: [...w.flashSold.keys()],
      offerUnits: [...w.flashSold.values()],
      redPacket: -w.redPacket.amount,
      redPacketNote: w.redPacket.note.replace('{no}', orderNo),
      at: w.order.createdAt.toISOString(),
    });
    if (!row || !(row.placed === true || row.placed === 't')) return undefined;
    return { order, taken: Number(row.taken) };
  });
}
