import type { Database } from '../../db/client';
import { conflict } from '../../lib/http-errors';
import { storedForms } from './trace-receipt.service';
import { Refusals } from './trace-ship.service';
import * as repo from './trace.repository';

/**
 * 退货 with 药品追溯码 (issue 23), the buyer's side: a 退货退款 or 换货 of a line that shipped with codes
 * names which of the line's codes go back — codes of that line, still out, not named by another open
 * after-sale, as many units as asked back. 无码 lines and 仅退款 name none. Refusals per line (422,
 * `errors` keyed like the body: lines.{i}.trace_codes.{j}, lines.{i}.trace_codes).
 */

export interface ReturnLineInput {
  orderLineId: number;
  quantity: number;
  /** Codes as picked or scanned; 'auto' takes the line's codes still out (a recall's one-click return). */
  traceCodes?: string[] | 'auto';
}

/** The first codes still out and unnamed that add up to `quantity` units (a case code only if it fits). */
function pickCodes(rows: repo.TraceCodeRow[], quantity: number) {
  const picked: repo.TraceCodeRow[] = [];
  let units = 0;
  for (const r of rows) {
    if (r.returnedAt || r.returnAfterSaleId || units + r.units > quantity) continue;
    picked.push(r);
    units += r.units;
  }
  return picked;
}

export async function nameReturnCodes(
  tx: Database,
  orderId: number,
  afterSaleId: number,
  kind: string,
  lines: ReturnLineInput[],
) {
  const [traceLines, shipped] = await Promise.all([
    repo.traceLines(tx, [orderId]),
    repo.codesOfOrders(tx, [orderId]),
  ]);
  if (shipped.length === 0 && lines.every((l) => !l.traceCodes || l.traceCodes === 'auto')) return;
  const names = await repo.afterSaleNumbers(tx, [
    ...new Set(shipped.flatMap((c) => (c.returnAfterSaleId ? [c.returnAfterSaleId] : []))),
  ]);
  const lineOf = new Map(traceLines.map((l) => [l.line.id, l.line]));
  const refusals = new Refusals();
  const chosen: repo.TraceCodeRow[] = [];
  const seen = new Set<number>();
  lines.forEach((input, i) => {
    const field = `lines.${i}.trace_codes`;
    const line = lineOf.get(input.orderLineId)!;
    const own = shipped.filter((c) => c.orderLineId === input.orderLineId);
    if (input.traceCodes === 'auto') {
      if (kind !== 'refund_only') chosen.push(...pickCodes(own, input.quantity));
      return;
    }
    const given = (input.traceCodes ?? []).map((c) => c.trim()).filter(Boolean);
    if (kind === 'refund_only' || own.length === 0) {
      if (given.length > 0)
        refusals.add(
          field,
          kind === 'refund_only' ? '仅退款无需退回追溯码' : `${line.goodsName}发货时无追溯码，无需填写`,
        );
      return;
    }
    let units = 0;
    let bad = false;
    given.forEach((raw, j) => {
      const forms = storedForms(raw, traceLines);
      const row = own.find((c) => forms.has(c.code) && !c.returnedAt) ?? own.find((c) => forms.has(c.code));
      const refuse = (why: string) => {
        bad = true;
        refusals.add(`${field}.${j}`, `${raw}：${why}`);
      };
      if (!row)
        return refuse(
          shipped.some((c) => forms.has(c.code)) ? '不是该商品行发出的追溯码' : '不是本订单发出的追溯码',
        );
      if (seen.has(row.id)) return refuse('重复选择');
      seen.add(row.id);
      if (row.returnedAt) return refuse('已退回入库');
      if (row.returnAfterSaleId)
        return refuse(`已在售后单 ${names.get(row.returnAfterSaleId) ?? ''} 中申请退回`);
      units += row.units;
      chosen.push(row);
    });
    if (!bad && units !== input.quantity)
      refusals.add(
        field,
        `${line.goodsName}（批号 ${line.batchNo}）退回${input.quantity}${line.unit}，` +
          `应选择${input.quantity}${line.unit}的追溯码（已选${units}${line.unit}）`,
      );
  });
  if (refusals.any) refusals.throw();
  const claimed = await repo.claimForReturn(
    tx,
    chosen.map((c) => c.id),
    afterSaleId,
  );
  if (claimed.length !== chosen.length) throw conflict('追溯码已被其他售后申请退回，请刷新后重试');
}

/** The codes named by after-sales, per after-sale line (order line), for staff and buyer. */
export async function returnCodesOf(db: Database, afterSaleIds: number[]) {
  const rows = await repo.codesOfReturns(db, afterSaleIds);
  return (afterSaleId: number, orderLineId: number) =>
    rows
      .filter((r) => r.returnAfterSaleId === afterSaleId && r.orderLineId === orderLineId)
      .map((r) => ({ code: r.code, received: r.returnedAt ? 1 : 0 }));
}

export const releaseReturnCodes = repo.releaseReturn;
