import type { Database } from '../../db/client';
import { AppError } from '../../lib/http-errors';
import * as repo from './trace.repository';

/**
 * 退货 with 药品追溯码 (issue 23): the after-sale names the codes sent back — codes this order shipped on
 * the lines asked back, not named by another after-sale, no more units than asked; the warehouse's
 * 收到退货 marks them returned, so they may ship again.
 */
export async function nameReturnCodes(
  tx: Database,
  orderId: number,
  afterSaleId: number,
  lines: { orderLineId: number; quantity: number }[],
  codes: string[],
) {
  const wanted = [...new Set(codes.map((c) => c.trim()).filter(Boolean))];
  if (wanted.length === 0) return;
  const claimed = await repo.claimForReturn(tx, orderId, wanted, afterSaleId);
  const refuse = (message: string) => {
    throw new AppError(422, message, 422, { trace_codes: [message] });
  };
  const missing = wanted.filter((c) => !claimed.some((r) => r.code === c));
  if (missing.length > 0)
    refuse(`追溯码 ${missing.slice(0, 3).join('、')} 不是本订单发出的或已在其他售后中退回`);
  const asked = new Map(lines.map((l) => [l.orderLineId, l.quantity]));
  const units = new Map<number, number>();
  for (const r of claimed) {
    if (!asked.has(r.orderLineId)) refuse(`追溯码 ${r.code} 不属于本次申请的商品`);
    units.set(r.orderLineId, (units.get(r.orderLineId) ?? 0) + r.units);
  }
  for (const [lineId, n] of units)
    if (n > asked.get(lineId)!) refuse(`退回的追溯码共${n}件，超过本次申请的数量${asked.get(lineId)}件`);
}

/** The codes named by an after-sale, for staff and buyer. */
export async function returnCodesOf(db: Database, afterSaleIds: number[]) {
  return repo.codesOfReturns(db, afterSaleIds);
}

export const markReturnReceived = repo.markReturned;
