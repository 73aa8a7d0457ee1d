import {
  RECALL_HOLD_STATUS_LABELS,
  RECALL_LEVEL_LABELS,
  RECALL_STATUS_LABELS,
  type RecallDetail,
  type recallsQuery,
} from '@yaocai/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { conflict, invalid, notFound } from '../../lib/http-errors';
import * as report from './recall-report.repository';

const PAGE_SIZE = 20;
const label = <T extends Record<string | number, string>>(labels: T, key: string | number) =>
  (labels as Record<string | number, string>)[key] ?? String(key);

function summary(r: report.RecallRow) {
  return {
    id: r.id,
    recall_no: r.recall_no,
    level: r.level,
    level_name: label(RECALL_LEVEL_LABELS, r.level),
    reason: r.reason,
    status: r.status,
    status_name: label(RECALL_STATUS_LABELS, r.status),
    batches: r.batches,
    buyers: r.buyers,
    answered: r.answered,
    created_by: r.created_by,
    created_at: r.created_at,
    closed_at: r.closed_at,
  };
}

export async function recallList(db: Database, query: z.output<typeof recallsQuery>) {
  const [rows, [count]] = await report.recallPage(db, query.status, (query.page - 1) * PAGE_SIZE, PAGE_SIZE);
  return { list: rows.map(summary), total: count.n, page: query.page, page_size: PAGE_SIZE };
}

export function buyerView(b: report.BuyerUnits) {
  return {
    member_id: b.member_id,
    username: b.username,
    company: b.company,
    order_nos: b.order_nos,
    units_shipped: b.units_shipped,
    units_returned: b.units_returned,
    units_destroyed: b.units_destroyed,
    units_out: Math.max(0, b.units_shipped - b.units_returned - b.units_destroyed),
    notified_at: b.notified_at,
    acknowledged_at: b.acknowledged_at,
    note: b.note,
  };
}

export async function recallDetail(db: Database, id: number): Promise<RecallDetail> {
  const recall = await report.findRecall(db, id);
  if (!recall) throw notFound('召回');
  const [batches, buyers, holds] = await Promise.all([
    report.recallBatchRows(db, id),
    report.buyerUnits(db, id),
    report.recallHoldRows(db, id),
  ]);
  return {
    ...summary(recall),
    instructions: recall.instructions,
    close_note: recall.close_note,
    batch_rows: batches,
    buyer_rows: buyers.map(buyerView),
    holds: holds.map((h) => ({ ...h, status_name: label(RECALL_HOLD_STATUS_LABELS, h.status) })),
  };
}

/** Closes a recall: every buyer answered, or a note saying why it closes without them. */
export async function closeRecall(db: Database, id: number, note: string, now = new Date()) {
  const recall = await report.findRecall(db, id);
  if (!recall) throw notFound('召回');
  if (recall.status !== 'open') throw conflict('召回已关闭');
  const silent = recall.buyers - recall.answered;
  if (silent > 0 && !note) throw invalid('note', `还有${silent}家购货单位未回复，请填写关闭说明`);
  const held = await db.execute(
    sql`select 1 from recall_holds where recall_id = ${id} and status = 'held' limit 1`,
  );
  if ((held as unknown as { rows: unknown[] }).rows.length > 0) {
    throw conflict('还有暂停发货的订单商品未换批或退款，请先处理');
  }
  await db.execute(sql`update recalls set status = 'closed', closed_at = ${now.toISOString()}::timestamptz,
      close_note = ${note} where id = ${id} and status = 'open'`);
  return { id, status: 'closed' };
}

/** The recall report an inspector asks for: the recall, its batches, each buyer's units, the held lines. */
export async function recallReportSheet(db: Database, id: number) {
  const d = await recallDetail(db, id);
  const rows: (string | number)[][] = [
    ['召回级别', d.level_name],
    ['召回状态', d.status_name],
    ['发起人', d.created_by],
    ['发起时间', d.created_at],
    ['关闭时间', d.closed_at ?? ''],
    ['召回原因', d.reason],
    ['处置要求', d.instructions],
    ['关闭说明', d.close_note],
    [],
    ['商品', '规格', '生产厂家', '批号', '有效期至', '召回时库存', '已售数量'],
    ...d.batch_rows.map((b) => [
      b.goods_name,
      b.spec,
      b.manufacturer,
      b.batch_no,
      b.expires_on,
      b.units_held,
      b.units_sold,
    ]),
    [],
    ['购货单位', '账号', '订单号', '已发货', '已退回', '确认销毁', '在外', '通知时间', '确认时间', '说明'],
    ...d.buyer_rows.map((b) => [
      b.company,
      b.username,
      b.order_nos.join('、'),
      b.units_shipped,
      b.units_returned,
      b.units_destroyed,
      b.units_out,
      b.notified_at,
      b.acknowledged_at ?? '未确认',
      b.note,
    ]),
    [],
    ['暂停发货订单', '购货单位', '商品', '批号', '数量', '处理'],
    ...d.holds.map((h) => [h.order_no, h.company, h.goods_name, h.batch_no, h.quantity, h.status_name]),
  ];
  return { recallNo: d.recall_no, header: ['召回编号', d.recall_no], rows };
}
