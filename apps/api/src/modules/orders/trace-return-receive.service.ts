import type { ReturnCheckAnswer } from '@yaocai/contract';
import { classifyScans, scanTally, type ScanStatus } from '@yaocai/domain';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import * as sales from './after-sale.repository';
import { storedForms } from './trace-receipt.service';
import { Refusals } from './trace-ship.service';
import * as repo from './trace.repository';

/**
 * 退货 with 药品追溯码 (issue 23), the warehouse's side: each code scanned off the returned parcel is
 * matched against the codes the after-sale named (a code not named is flagged, never taken in); 收到退货
 * records the codes received back, which may then ship again.
 */

const STATUS_NAMES = {
  matched: '已匹配',
  not_on_after_sale: '不在本售后单',
  already_received: '已收回',
  duplicate: '重复扫码',
} as const;
/** How the shared scan sorting reads on a returned parcel. */
const RETURN_STATUS = {
  matched: 'matched',
  stranger: 'not_on_after_sale',
  already: 'already_received',
  duplicate: 'duplicate',
} as const satisfies Record<ScanStatus, keyof typeof STATUS_NAMES>;

/** POST /api/operator/after_sale/{id}/return-check (nothing recorded), and the check 收到退货 runs. */
export async function returnCheck(db: Database, afterSaleId: number, scanned: string[]) {
  const sale = await sales.findAfterSale(db, afterSaleId);
  if (!sale) throw notFound('售后申请');
  const [saleLines, traceLines, named, shipped] = await Promise.all([
    sales.findAfterSaleLines(db, [afterSaleId]),
    repo.traceLines(db, [sale.orderId]),
    repo.codesOfReturns(db, [afterSaleId]),
    repo.codesOfOrders(db, [sale.orderId]),
  ]);
  const goodsOf = new Map(saleLines.map(({ line }) => [line.id, line.goodsName]));
  const scans = classifyScans(
    scanned,
    (code) => {
      const forms = storedForms(code, traceLines);
      return named.find((c) => forms.has(c.code));
    },
    (row) => row.returnedAt !== null,
  );
  const matched = scans.filter((s) => s.status === 'matched').map((s) => s.row!);
  const codes: ReturnCheckAnswer['codes'] = scans.map(({ code, status: scan, row }) => {
    const status = RETURN_STATUS[scan];
    const msg =
      scan === 'stranger'
        ? shipped.some((c) => storedForms(code, traceLines).has(c.code))
          ? '是本订单发出的追溯码，但不在本售后单的退回清单中'
          : '不是本订单发出的追溯码'
        : scan === 'duplicate'
          ? '本次已扫过该追溯码'
          : scan === 'already'
            ? '该追溯码已收回入库'
            : '';
    return {
      code,
      status,
      status_name: STATUS_NAMES[status],
      order_line_id: row?.orderLineId ?? null,
      goods_name: row ? (goodsOf.get(row.orderLineId) ?? '') : '',
      msg,
    };
  });
  const lines = saleLines.map(({ saleLine, line }) => {
    const own = named.filter((c) => c.orderLineId === line.id);
    const tally = scanTally(own, scans, (c) => c.returnedAt !== null);
    return {
      order_line_id: line.id,
      goods_name: line.goodsName,
      spec: line.spec,
      batch_no: line.batchNo,
      unit: line.unit,
      quantity: saleLine.quantity,
      named: own.length,
      received: tally.in,
      missing: tally.missing,
    };
  });
  const answer: ReturnCheckAnswer = {
    codes,
    lines,
    matched: matched.length,
    flagged: codes.length - matched.length,
  };
  return { answer, matched };
}

/**
 * 收到退货's codes: with no scan (the seed, internal moves) every named code comes back; with a scan, a
 * code not on the after-sale refuses the receipt (422 per code), so does a named code not scanned unless
 * allowMissing — the units arrived but those codes could not be read: the after-sale is received and
 * refunded in full, and each unread code stays out (never received back, never shipped again).
 */
export async function receiveReturnCodes(
  tx: Database,
  afterSaleId: number,
  scan: { codes: string[]; allowMissing: boolean } | undefined,
  now: Date,
) {
  if (!scan) return repo.markReturned(tx, afterSaleId, now);
  const { answer, matched } = await returnCheck(tx, afterSaleId, scan.codes);
  const refusals = new Refusals();
  answer.codes.forEach((c, j) => {
    if (c.status === 'not_on_after_sale') refusals.add(`codes.${j}`, `${c.code}：${c.msg}`);
  });
  const missing = answer.lines.flatMap((l) => l.missing);
  if (missing.length > 0 && !scan.allowMissing)
    refusals.add(
      'codes',
      `还有${missing.length}个退回追溯码未扫到：${missing.slice(0, 3).join('、')}${missing.length > 3 ? ' 等' : ''}`,
    );
  if (refusals.any) refusals.throw();
  await repo.markCodesReturned(
    tx,
    afterSaleId,
    matched.map((r) => r.id),
    now,
  );
}
