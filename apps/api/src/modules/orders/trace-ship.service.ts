import type { ShipTraceLine } from '@yaocai/contract';
import { parseTraceCode, traceRequired } from '@yaocai/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/http-errors';
import { refundUnitsOfOrder } from './after-sale.repository';
import * as repo from './trace.repository';

/**
 * 追溯码 at shipping (issue 23): each line of goods with codes ships only with as many code units as it
 * ships units; every code is the goods' (码上放心 prefix, or GS1 of the line's batch and expiry) and out
 * once, ever. Refusals come back per line (422, `errors` keyed like the body: trace_codes.{i}.codes.{j}).
 */

export interface ShipCodesInput {
  order_line_id: number;
  codes: string[];
}

const rulesOf = (l: repo.TraceLineRow) => ({
  prefix: l.tracePrefix,
  packPrefix: l.tracePackPrefix,
  packRatio: l.tracePackRatio,
  ownCodes: l.traceOwnCodes,
});
const batchOf = (l: repo.TraceLineRow) => ({ batchNo: l.line.batchNo, expiresOn: l.line.expiresOn });
const label = (l: repo.TraceLineRow) => `${l.line.goodsName}（批号 ${l.line.batchNo}）`;

/** The units a line still ships: its quantity less units refunded or asked back (gifts ship whole). */
function unitsToShip(l: repo.TraceLineRow, units: Map<number, { refunded: number; requested: number }>) {
  if (l.line.isGift) return l.line.quantity;
  const u = units.get(l.line.id);
  return Math.max(0, l.line.quantity - Math.max(u?.requested ?? 0, u?.refunded ?? 0));
}

export class Refusals {
  readonly errors: Record<string, string[]> = {};
  add(field: string, message: string) {
    (this.errors[field] ??= []).push(message);
  }
  get any() {
    return Object.keys(this.errors).length > 0;
  }
  throw(): never {
    const first = Object.values(this.errors)[0]?.[0] ?? '追溯码不正确';
    throw new AppError(422, first, 422, this.errors);
  }
}

interface Checked {
  rows: repo.NewTraceCode[];
  /** Where each stored code was given, for a refusal found at insert time. */
  fieldOf: Map<string, string>;
}

/** Reads and checks the codes given for the order's lines; throws the refusals. */
async function checkCodes(db: Database, orderId: number, input: ShipCodesInput[], shippedBy: number | null) {
  const [lines, units] = await Promise.all([repo.traceLines(db, [orderId]), refundUnitsOfOrder(db, orderId)]);
  const byId = new Map(lines.map((l) => [l.line.id, l]));
  const refusals = new Refusals();
  const checked: Checked = { rows: [], fieldOf: new Map() };
  const counted = new Map<number, number>();
  const seenLine = new Set<number>();
  input.forEach((entry, i) => {
    const l = byId.get(entry.order_line_id);
    if (!l) return refusals.add(`trace_codes.${i}.order_line_id`, '该商品行不属于此订单');
    if (seenLine.has(l.line.id)) return refusals.add(`trace_codes.${i}.order_line_id`, `${label(l)}重复提交`);
    seenLine.add(l.line.id);
    const required = traceRequired(l.kind, l.traceRequired);
    if (!required && entry.codes.length > 0)
      return refusals.add(`trace_codes.${i}`, `${label(l)}为无码商品，无需扫码`);
    entry.codes.forEach((raw, j) => {
      const field = `trace_codes.${i}.codes.${j}`;
      const parsed = parseTraceCode(raw, rulesOf(l), batchOf(l));
      if (!parsed.ok) return refusals.add(field, `${raw.trim()}：${parsed.reason}`);
      if (checked.fieldOf.has(parsed.code)) return refusals.add(field, `${parsed.code}：重复扫码`);
      checked.fieldOf.set(parsed.code, field);
      counted.set(l.line.id, (counted.get(l.line.id) ?? 0) + parsed.units);
      checked.rows.push({
        code: parsed.code,
        kind: parsed.kind,
        units: parsed.units,
        orderId,
        orderLineId: l.line.id,
        goodsId: l.line.goodsId,
        batchId: l.line.batchId,
        shippedBy,
      });
    });
  });
  for (const l of lines) {
    if (!traceRequired(l.kind, l.traceRequired)) continue;
    const want = unitsToShip(l, units);
    const got = counted.get(l.line.id) ?? 0;
    if (got === want) continue;
    const i = input.findIndex((e) => e.order_line_id === l.line.id);
    const field = i >= 0 ? `trace_codes.${i}` : `lines.${l.line.id}`;
    refusals.add(field, `${label(l)}应扫码${want}${l.line.unit}，已扫${got}${l.line.unit}`);
  }
  await refuseCodesOut(db, checked, refusals);
  if (refusals.any) refusals.throw();
  return checked;
}

/** A code already out is refused naming the order it went out with. */
async function refuseCodesOut(db: Database, checked: Checked, refusals: Refusals) {
  const out = await repo.codesOut(db, [...checked.fieldOf.keys()]);
  for (const o of out) refusals.add(checked.fieldOf.get(o.code)!, `${o.code}：已随订单 ${o.orderNo} 发出`);
}

/**
 * Inside the ship transaction (the order already moved to shipped): checks and writes the codes.
 * Two shipments of one code at the same moment: the unique index makes the second wait for the first
 * and skip the code, which is then refused here, and the whole shipment rolls back.
 */
export async function recordShipCodes(
  tx: Database,
  orderId: number,
  input: ShipCodesInput[],
  shippedBy: number | null,
  now: Date,
): Promise<number> {
  const checked = await checkCodes(tx, orderId, input, shippedBy);
  const rows = checked.rows.map((r) => ({ ...r, shippedAt: now }));
  const written = await repo.insertCodes(tx, rows);
  if (written.size === rows.length) return rows.length;
  const refusals = new Refusals();
  const lost = { rows: rows.filter((r) => !written.has(r.code)), fieldOf: checked.fieldOf };
  await refuseCodesOut(tx, lost, refusals);
  if (!refusals.any) refusals.add('trace_codes', '追溯码已被其他订单使用，请刷新后重试');
  return refusals.throw();
}

/** The console's packing view of an order's lines. */
export async function shipTraceLines(db: Database, orderId: number): Promise<ShipTraceLine[]> {
  const [lines, units, codes] = await Promise.all([
    repo.traceLines(db, [orderId]),
    refundUnitsOfOrder(db, orderId),
    repo.codesOfOrders(db, [orderId]),
  ]);
  return lines.map((l) => ({
    order_line_id: l.line.id,
    goods_id: l.line.goodsId,
    goods_name: l.line.goodsName,
    spec: l.line.spec,
    batch_no: l.line.batchNo,
    expires_on: l.line.expiresOn,
    unit: l.line.unit,
    to_ship: unitsToShip(l, units),
    trace_required: traceRequired(l.kind, l.traceRequired) ? 1 : 0,
    trace_prefix: l.tracePrefix,
    trace_pack_prefix: l.tracePackPrefix,
    trace_pack_ratio: l.tracePackRatio,
    trace_own_codes: l.traceOwnCodes ? 1 : 0,
    codes: codes.filter((c) => c.orderLineId === l.line.id).map((c) => c.code),
  }));
}
