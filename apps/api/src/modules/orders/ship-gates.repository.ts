import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conflict } from '../../lib/http-errors';

/**
 * What keeps a paid order from shipping besides refunds: a line of a recalled batch still held (not
 * re-picked, not refunded in full), or 冷链 goods without the transit temperature record.
 */
export async function assertShipGates(db: Database, orderId: number) {
  const result = (await db.execute(sql`select
      exists (select 1 from recall_holds h where h.order_id = ${orderId} and h.status = 'held'
        and h.quantity > (select coalesce(sum(sl.quantity), 0) from after_sale_lines sl
          join after_sales s on s.id = sl.after_sale_id
          where sl.order_line_id = h.order_line_id and s.status = 'refunded')) as held,
      exists (select 1 from order_lines l join goods g on g.id = l.goods_id
        where l.order_id = ${orderId} and g.cold_chain) as cold,
      exists (select 1 from temperature_records t where t.order_id = ${orderId}) as recorded`)) as unknown as {
    rows: { held: boolean; cold: boolean; recorded: boolean }[];
  };
  const gate = result.rows[0];
  if (gate.held) throw conflict('订单中有召回批次的商品暂停发货，请先换批或退款');
  if (gate.cold && !gate.recorded) throw conflict('冷链商品须先上传运输温度记录才能发货');
}
