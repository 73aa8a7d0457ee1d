import type { OrderTraceAnswer, ReceiptCheckAnswer, ReceiptConfirmAnswer } from '@yaocai/contract';
import { classifyScans, parseTraceCode, scanTally, traceRequired, type ScanStatus } from '@yaocai/domain';
import type { Database } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/http-errors';
import { lockMember } from '../../shared/member-lock';
import type { Viewer } from '../../shared/viewer';
import * as orders from './orders.repository';
import * as repo from './trace.repository';

/**
 * The buyer's side of 药品追溯码 (issue 23): the codes per line, and 扫码验收 — each scanned code is
 * matched against what this order shipped (a code of another order or wholesaler is flagged, never
 * accepted); confirming records the GSP 验收记录 (who, when, which codes and units).
 */

const RECEIVABLE = ['shipped', 'completed'];
const STATUS_NAMES = {
  matched: '已匹配',
  not_on_order: '不在本订单',
  already_received: '已验收',
  duplicate: '重复扫码',
} as const;
/** How the shared scan sorting reads on a receipt. */
const RECEIPT_STATUS = {
  matched: 'matched',
  stranger: 'not_on_order',
  already: 'already_received',
  duplicate: 'duplicate',
} as const satisfies Record<ScanStatus, keyof typeof STATUS_NAMES>;

async function ownOrder(db: Database, viewer: Viewer, id: number) {
  const order = await orders.findOrder(db, viewer.memberId, id);
  if (!order) throw notFound('订单');
  return order;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);
/** Beijing time as 2026-05-01 08:00:00. */
const chinaTime = (at: Date) =>
  new Date(at.getTime() + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);

export async function orderTrace(db: Database, viewer: Viewer, id: number): Promise<OrderTraceAnswer> {
  const order = await ownOrder(db, viewer, id);
  const [lines, codes, receipts] = await Promise.all([
    repo.traceLines(db, [id]),
    repo.codesOfOrders(db, [id]),
    repo.receiptsOf(db, id),
  ]);
  return {
    order_id: id,
    order_no: order.orderNo,
    status: order.status,
    lines: lines.map((l) => ({
      order_line_id: l.line.id,
      goods_name: l.line.goodsName,
      spec: l.line.spec,
      approval_number: l.line.approvalNumber,
      batch_no: l.line.batchNo,
      expires_on: l.line.expiresOn,
      unit: l.line.unit,
      quantity: l.line.quantity,
      trace_required: traceRequired(l.kind, l.traceRequired) ? 1 : 0,
      trace_prefix: l.tracePrefix,
      codes: codes
        .filter((c) => c.orderLineId === l.line.id)
        .map((c) => ({
          code: c.code,
          kind: c.kind,
          units: c.units,
          received_at: iso(c.receivedAt),
          return_state: c.returnedAt ? 'returned' : c.returnAfterSaleId ? 'named' : 'none',
        })),
    })),
    receipts: receipts.map((r) => ({
      id: r.id,
      received_by: r.receivedBy,
      codes: r.codes,
      note: r.note,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

/** The download: one row per code (goods, 规格, 批准文号, batch, expiry, code). */
export async function traceCodeRows(db: Database, viewer: Viewer, id: number) {
  const trace = await orderTrace(db, viewer, id);
  if (!RECEIVABLE.includes(trace.status)) throw conflict('订单发货后才能下载追溯码');
  return {
    orderNo: trace.order_no,
    rows: trace.lines.flatMap((l) =>
      l.codes.map((c) => [l.goods_name, l.spec, l.approval_number, l.batch_no, l.expires_on, c.code]),
    ),
  };
}

/** The forms a scanned code may be stored under: as each line's goods reads it, and as scanned. */
export function storedForms(raw: string, lines: repo.TraceLineRow[]) {
  const found = new Set([raw.trim()]);
  for (const l of lines) {
    const parsed = parseTraceCode(
      raw,
      {
        prefix: l.tracePrefix,
        packPrefix: l.tracePackPrefix,
        packRatio: l.tracePackRatio,
        ownCodes: l.traceOwnCodes,
      },
      { batchNo: l.line.batchNo, expiresOn: l.line.expiresOn },
    );
    if (parsed.ok) found.add(parsed.code);
  }
  return found;
}

async function check(db: Database, viewer: Viewer, id: number, scanned: string[]) {
  const order = await ownOrder(db, viewer, id);
  if (!RECEIVABLE.includes(order.status)) throw conflict('订单发货后才能验收');
  const [lines, shipped] = await Promise.all([repo.traceLines(db, [id]), repo.codesOfOrders(db, [id])]);
  const out = shipped.filter((c) => c.returnedAt === null);
  const byCode = new Map(out.map((c) => [c.code, c]));
  const lineOf = new Map(lines.map((l) => [l.line.id, l]));
  const scans = classifyScans(
    scanned,
    (code) => [...storedForms(code, lines)].map((f) => byCode.get(f)).find((r) => r !== undefined),
    (row) => row.receivedAt !== null,
  );
  const matchedRows = scans.filter((s) => s.status === 'matched').map((s) => s.row!);
  const results: ReceiptCheckAnswer['codes'] = scans.map(({ code, status: scan, row }) => {
    const status = RECEIPT_STATUS[scan];
    const msg =
      scan === 'already'
        ? `已于${chinaTime(row!.receivedAt!).slice(0, 10)}验收`
        : scan === 'duplicate'
          ? '本次已扫过该追溯码'
          : scan === 'matched'
            ? ''
            : '不在本订单的发货清单中（非本订单或非本批发商发出的追溯码）';
    const goodsName = row ? (lineOf.get(row.orderLineId)?.line.goodsName ?? '') : '';
    return {
      code,
      order_line_id: row?.orderLineId ?? null,
      status,
      status_name: STATUS_NAMES[status],
      goods_name: goodsName,
      msg,
    };
  });
  // A code the buyer received on another of its own orders is named as such (never another buyer's).
  const strangers = scans.flatMap((s, index) =>
    s.status === 'stranger' ? [{ index, forms: storedForms(s.code, lines) }] : [],
  );
  const mine = await repo.codesOut(db, [...new Set(strangers.flatMap((s) => [...s.forms]))]);
  for (const s of strangers) {
    const other = mine.find((m) => s.forms.has(m.code) && m.memberId === viewer.memberId);
    if (other) results[s.index]!.msg = `该追溯码属于您的订单 ${other.orderNo}，不在本订单中`;
  }
  const lineResults = lines.map((l) => {
    const shippedOfLine = out.filter((c) => c.orderLineId === l.line.id);
    const tally = scanTally(shippedOfLine, scans, (c) => c.receivedAt !== null);
    return {
      order_line_id: l.line.id,
      goods_name: l.line.goodsName,
      spec: l.line.spec,
      batch_no: l.line.batchNo,
      trace_required: traceRequired(l.kind, l.traceRequired) ? 1 : 0,
      shipped: shippedOfLine.length,
      received: tally.in,
      missing: tally.missing,
    };
  });
  const answer: ReceiptCheckAnswer = {
    codes: results,
    lines: lineResults,
    matched: matchedRows.length,
    flagged: results.length - matchedRows.length,
  };
  return { answer, order, lines, matchedRows };
}

/** POST /api/order/{id}/receipt-check: nothing is recorded. */
export async function receiptCheck(db: Database, viewer: Viewer, id: number, codes: string[]) {
  return (await check(db, viewer, id, codes)).answer;
}

/**
 * POST /api/order/{id}/receipt-confirm: records the matched codes as received and the 验收记录 (units
 * per line: the matched codes' units; a 无码 line's units with the first 验收). Under the member's lock,
 * so two confirmations of one scan record it once.
 */
export async function receiptConfirm(
  db: Database,
  viewer: Viewer,
  id: number,
  input: { codes: string[]; note: string },
  now = new Date(),
): Promise<ReceiptConfirmAnswer> {
  return db.transaction(async (tx) => {
    await lockMember(tx, viewer.memberId);
    const { answer, lines, matchedRows } = await check(tx, viewer, id, input.codes);
    const earlier = await repo.receiptsOf(tx, id);
    const first = earlier.length === 0;
    const units = new Map<number, number>();
    for (const r of matchedRows) units.set(r.orderLineId, (units.get(r.orderLineId) ?? 0) + r.units);
    if (first)
      for (const l of lines)
        if (!traceRequired(l.kind, l.traceRequired)) units.set(l.line.id, l.line.quantity);
    if (units.size === 0)
      throw new AppError(422, '没有可验收的追溯码，请扫描本订单的追溯码', 422, {
        codes: ['没有可验收的追溯码'],
      });
    const receipt = await repo.insertReceipt(
      tx,
      {
        orderId: id,
        memberId: viewer.memberId,
        receivedBy: viewer.username,
        codes: matchedRows.length,
        note: input.note,
        createdAt: now,
      },
      [...units].map(([orderLineId, n]) => ({ orderLineId, units: n })),
    );
    await repo.markReceived(
      tx,
      matchedRows.map((r) => r.id),
      receipt.id,
      now,
    );
    await orders.insertEvent(
      tx,
      id,
      'received',
      `扫码验收：${viewer.username} 验收追溯码${matchedRows.length}个`,
      now,
    );
    return {
      ...answer,
      receipt: {
        id: receipt.id,
        received_by: receipt.receivedBy,
        codes: receipt.codes,
        note: receipt.note,
        created_at: receipt.createdAt.toISOString(),
      },
    };
  });
}

/** The GSP 验收记录 as sheet rows (GOODS_RECEIPT_COLUMNS). */
export async function receiptRows(db: Database, viewer: Viewer, id: number) {
  const order = await ownOrder(db, viewer, id);
  const [receipts, lines, codes] = await Promise.all([
    repo.receiptsOf(db, id),
    repo.traceLines(db, [id]),
    repo.codesOfOrders(db, [id]),
  ]);
  const receiptLines = await repo.receiptLinesOf(
    db,
    receipts.map((r) => r.id),
  );
  const lineOf = new Map(lines.map((l) => [l.line.id, l.line]));
  return {
    orderNo: order.orderNo,
    rows: receipts.flatMap((r) =>
      receiptLines
        .filter((rl) => rl.receiptId === r.id)
        .map((rl) => {
          const l = lineOf.get(rl.orderLineId)!;
          const got = codes.filter((c) => c.receiptId === r.id && c.orderLineId === rl.orderLineId);
          return [
            chinaTime(r.createdAt),
            r.receivedBy,
            order.orderNo,
            l.goodsName,
            l.spec,
            l.manufacturer,
            l.approvalNumber,
            l.batchNo,
            l.expiresOn,
            l.unit,
            l.quantity,
            rl.units,
            got.map((c) => c.code).join(' '),
            '合格',
          ];
        }),
    ),
  };
}
