import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Units come back on the batches they were taken from (a cancelled or closed order, a 退货/换货 received,
 * a recalled line re-picked), in one statement: a batch under recall takes them into its quarantine
 * (`recalled_stock`), any other batch back into sellable stock. The one path for every such return.
 * `resell: false` is for goods received back that are not sold again (退货退款): they count in a recalled
 * batch's quarantine, and leave any other batch's stock as it is.
 */
export async function unitsBackOnBatches(
  db: Database,
  items: { batchId: number; quantity: number }[],
  { resell = true }: { resell?: boolean } = {},
) {
  if (items.length === 0) return;
  const values = sql.join(
    items.map((i) => sql`(${i.batchId}::int, ${i.quantity}::int)`),
    sql`, `,
  );
  // Units not sold again touch only recalled batches: the others are neither written nor locked.
  await db.execute(
    sql`update goods_batches b
        set stock = case when b.recalled_at is null then b.stock + v.q else b.stock end,
          recalled_stock = case when b.recalled_at is null then b.recalled_stock else b.recalled_stock + v.q end
        from (select id, sum(q)::int as q from (values ${values}) as t(id, q) group by id) as v
        where b.id = v.id${resell ? sql`` : sql` and b.recalled_at is not null`}`,
  );
}
