import { RECALL_LEVEL_LABELS, type RecallNotice } from '@yaocai/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recallReturns } from '../../db/schema';
import { conflict, invalid, notFound } from '../../lib/http-errors';
import { isUniqueViolation } from '../../lib/unique-numbers';
import { lockMember } from '../../shared/member-lock';
import type { Viewer } from '../../shared/viewer';
import { applyAfterSale, shippedCodesByLine } from '../orders/index';
import { ints, rowsOf, unitsAskedBack } from './recall.repository';
import { buyerUnits } from './recall-report.repository';

interface NoticeLine {
  notice_id: number;
  recall_id: number;
  recall_no: string;
  level: number;
  reason: string;
  instructions: string;
  status: string;
  created_at: string;
  acknowledged_at: string | null;
  destroyed_units: number;
  order_id: number;
  order_no: string;
  after_sale_id: number | null;
  order_line_id: number;
  goods_name: string;
  spec: string;
  manufacturer: string;
  batch_no: string;
  expires_on: string;
  quantity: number;
  unit: string;
  is_gift: boolean;
  applied: number;
}

/** The recalls that reached the member, with the units received per order (one order's, when given). */
export async function recallNotices(db: Database, viewer: Viewer, orderId?: number) {
  const rows = await rowsOf<NoticeLine>(
    db,
    sql`select rb.id as notice_id, r.id as recall_id, r.recall_no, r.level, r.reason, r.instructions, r.status,
        to_char(r.created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as created_at,
        to_char(rb.acknowledged_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as acknowledged_at,
        rb.destroyed_units, o.id as order_id, o.order_no, rr.after_sale_id,
        l.id as order_line_id, l.goods_name, l.spec, l.manufacturer, l.batch_no, l.expires_on::text as expires_on,
        l.quantity, l.unit, l.is_gift,
        ${unitsAskedBack(sql`l.id`)} as applied
      from recall_buyers rb join recalls r on r.id = rb.recall_id
      join recall_batches x on x.recall_id = r.id
      join order_lines l on l.batch_id = x.batch_id
      join orders o on o.id = l.order_id and o.member_id = rb.member_id and o.status in ('shipped', 'completed')
      left join recall_returns rr on rr.recall_id = r.id and rr.order_id = o.id
      where rb.member_id = ${viewer.memberId} ${orderId ? sql`and o.id = ${orderId}` : sql``}
      order by r.created_at desc, r.id desc, o.id, l.id`,
  );
  const codes = await shippedCodesByLine(
    db,
    rows.map((r) => r.order_line_id),
  );
  const notices = new Map<number, RecallNotice & { left: Map<number, number> }>();
  for (const r of rows) {
    let notice = notices.get(r.notice_id);
    if (!notice) {
      notice = {
        id: r.notice_id,
        recall_id: r.recall_id,
        recall_no: r.recall_no,
        level: r.level,
        level_name: RECALL_LEVEL_LABELS[r.level as 1 | 2 | 3] ?? '',
        reason: r.reason,
        instructions: r.instructions,
        status: r.status,
        created_at: r.created_at,
        acknowledged_at: r.acknowledged_at,
        destroyed_units: r.destroyed_units,
        orders: [],
        left: new Map(),
      };
      notices.set(r.notice_id, notice);
    }
    let order = notice.orders.find((o) => o.order_id === r.order_id);
    if (!order) {
      order = {
        order_id: r.order_id,
        order_no: r.order_no,
        returnable: false,
        after_sale_id: r.after_sale_id,
        lines: [],
      };
      notice.orders.push(order);
    }
    order.lines.push({
      order_line_id: r.order_line_id,
      goods_name: r.goods_name,
      spec: r.spec,
      manufacturer: r.manufacturer,
      batch_no: r.batch_no,
      expires_on: r.expires_on,
      quantity: r.quantity,
      unit: r.unit,
      codes: codes.get(r.order_line_id) ?? [],
    });
    notice.left.set(r.order_line_id, r.quantity - r.applied);
    // Gifts go back with the goods they came with; the one-click return asks for the bought units.
    if (r.after_sale_id === null && r.status === 'open' && !r.is_gift && r.quantity > r.applied)
      order.returnable = true;
  }
  return [...notices.values()].map(({ left: _left, ...n }) => n);
}

/** The buyer's answer to a recall notice: read and acted on, with the units destroyed on its side. */
export async function acknowledgeRecall(
  db: Database,
  viewer: Viewer,
  noticeId: number,
  input: { destroyed_units: number; note: string },
  now = new Date(),
) {
  const [notice] = await rowsOf<{ recall_id: number }>(
    db,
    sql`select recall_id from recall_buyers where id = ${noticeId} and member_id = ${viewer.memberId}`,
  );
  if (!notice) throw notFound('召回通知');
  const [units] = await buyerUnits(db, notice.recall_id, viewer.memberId);
  const most = Math.max(0, units.units_shipped - units.units_returned);
  if (input.destroyed_units > most) throw invalid('destroyed_units', `销毁数量不能超过${most}`);
  const [row] = await rowsOf<{ acknowledged_at: string }>(
    db,
    sql`update recall_buyers set acknowledged_at = coalesce(acknowledged_at, ${now.toISOString()}::timestamptz),
        destroyed_units = ${input.destroyed_units}, note = ${input.note}
      where id = ${noticeId} returning acknowledged_at::text as acknowledged_at`,
  );
  return { id: noticeId, acknowledged_at: new Date(row.acknowledged_at).toISOString() };
}

/** 一键退货: the recalled units of the order not yet asked back become one return request, once per recall. */
export async function recallReturn(db: Database, viewer: Viewer, orderId: number, now = new Date()) {
  const notices = await recallNotices(db, viewer, orderId);
  const open = notices.filter((n) => n.status === 'open' && n.orders.some((o) => o.returnable));
  if (open.length === 0) {
    if (notices.length === 0) throw notFound('该订单的召回通知');
    throw conflict('召回商品已申请退货或无需退货');
  }
  try {
    return await db.transaction(async (tx) => {
      // Under the buyer's lock a second click waits, then finds the return made.
      await lockMember(tx, viewer.memberId);
      const done = await rowsOf<{ id: number }>(
        tx,
        sql`select id from recall_returns where order_id = ${orderId}
          and recall_id = any(${ints(open.map((n) => n.recall_id))})`,
      );
      if (done.length > 0) throw conflict('召回商品已申请退货');
      const lineIds = open.flatMap((n) => n.orders.flatMap((o) => o.lines.map((x) => x.order_line_id)));
      const lines = await rowsOf<{ id: number; left: number }>(
        tx,
        sql`select l.id, l.quantity - ${unitsAskedBack(sql`l.id`)} as left
          from order_lines l where l.id = any(${ints([...new Set(lineIds)])}) and not l.is_gift order by l.id`,
      );
      const wanted = lines.filter((l) => l.left > 0);
      if (wanted.length === 0) throw conflict('召回商品已申请退货或无需退货');
      const sale = await applyAfterSale(
        tx,
        viewer,
        {
          orderId,
          kind: 'return_refund',
          reason: `召回退货：${open.map((n) => `${n.recall_no} ${n.reason}`).join('；')}`.slice(0, 500),
          photos: [],
          // The codes go back with the units: those of the line the buyer received and still holds.
          lines: wanted.map((l) => ({ orderLineId: l.id, quantity: l.left, traceCodes: 'auto' as const })),
        },
        now,
      );
      await tx
        .insert(recallReturns)
        .values(open.map((n) => ({ recallId: n.recall_id, orderId, afterSaleId: sale.id, createdAt: now })));
      return {
        after_sale_id: sale.id,
        after_sale_no: sale.after_sale_no,
        units: wanted.reduce((sum, l) => sum + l.left, 0),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'recall_returns_uq')) throw conflict('召回商品已申请退货');
    throw error;
  }
}
