import type { Database } from '../client';
import { shipTraceLines } from '../../modules/orders/index';

/**
 * The 药品追溯码 a demo order ships with: per line of goods with codes, one 20-digit 码上放心 code a unit
 * (the goods' 药品标识码, the line number and the unit's number), so the demo orders show real-looking codes.
 */
export async function demoTraceCodes(db: Database, orderId: number) {
  const lines = await shipTraceLines(db, orderId);
  return lines
    .filter((l) => l.trace_required === 1 && l.trace_prefix !== '' && l.to_ship > 0)
    .map((l) => ({
      order_line_id: l.order_line_id,
      codes: Array.from(
        { length: l.to_ship },
        (_, unit) =>
          `${l.trace_prefix}${String(l.order_line_id).padStart(9, '0')}${String(unit + 1).padStart(4, '0')}`,
      ),
    }));
}
