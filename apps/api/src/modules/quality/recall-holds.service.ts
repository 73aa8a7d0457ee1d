import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { lockMember } from '../../shared/member-lock';
import { unitsBackOnBatches } from '../../shared/units-back-on-batch';
import { findViewerByUsername } from '../../shared/viewer';
import {
  applyAfterSale,
  approveAfterSale,
  findSellableBatches,
  insertEvent,
  refundAfterSale,
} from '../orders/index';
import { rowsOf, unitsAskedBack } from './recall.repository';

interface HoldRow {
  id: number;
  status: string;
  quantity: number;
  order_id: number;
  order_status: string;
  member_id: number;
  username: string;
  line_id: number;
  goods_id: number;
  goods_name: string;
  batch_id: number;
  batch_no: string;
  applied: number;
}

/** The hold, locked, with its order, line and the units already asked back; refused unless still held and unshipped. */
async function heldLine(tx: Database, holdId: number) {
  const [hold] = await rowsOf<HoldRow>(
    tx,
    sql`select h.id, h.status, h.quantity, o.id as order_id, o.status as order_status, o.member_id,
        m.username, l.id as line_id, l.goods_id, l.goods_name, l.batch_id, l.batch_no,
        ${unitsAskedBack(sql`l.id`)} as applied
      from recall_holds h join orders o on o.id = h.order_id join order_lines l on l.id = h.order_line_id
      join members m on m.id = o.member_id
      where h.id = ${holdId} for update of h`,
  );
  if (!hold) throw notFound('暂停发货记录');
  if (hold.status !== 'held') throw conflict('该商品已处理，请刷新后查看');
  if (hold.order_status !== 'to_ship') throw conflict('订单已不是待发货状态');
  return hold;
}

/** Re-picks a held line from another sellable batch of the goods (first expiry with enough stock). */
export async function repickHold(db: Database, holdId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const first = await heldLine(tx, holdId);
    await lockMember(tx, first.member_id);
    const hold = await heldLine(tx, holdId);
    if (hold.applied > 0) throw conflict('该商品已有售后申请，请在售后中处理或退款');
    const batches = await findSellableBatches(tx, [hold.goods_id], now);
    const pick = batches.find((b) => b.id !== hold.batch_id && b.stock >= hold.quantity);
    if (!pick) throw conflict('没有库存足够的其他批次可换，请改为退款');
    const taken = await rowsOf<{ id: number }>(
      tx,
      sql`update goods_batches set stock = stock - ${hold.quantity}
        where id = ${pick.id} and stock >= ${hold.quantity} and recalled_at is null returning id`,
    );
    if (taken.length === 0) throw conflict('换批的库存已变化，请重试');
    // The recalled units picked for this order stay in the warehouse, in quarantine.
    await unitsBackOnBatches(tx, [{ batchId: hold.batch_id, quantity: hold.quantity }]);
    await tx.execute(sql`update order_lines set batch_id = ${pick.id}, batch_no = ${pick.batchNo},
        produced_on = ${pick.producedOn}, expires_on = ${pick.expiresOn} where id = ${hold.line_id}`);
    await tx.execute(sql`update recall_holds set status = 'repicked', resolved_at = ${now.toISOString()}::timestamptz
        where id = ${holdId}`);
    await insertEvent(
      tx,
      hold.order_id,
      'recall',
      `召回商品已换批：${hold.goods_name} 批号${hold.batch_no} → ${pick.batchNo}`,
      now,
    );
    return { id: holdId, status: 'repicked', batch_no: pick.batchNo, after_sale_id: null as number | null };
  });
}

/** Refunds a held line in full: a 仅退款 after-sale on the buyer's behalf, approved and refunded at once. */
export async function refundHold(db: Database, holdId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const first = await heldLine(tx, holdId);
    await lockMember(tx, first.member_id);
    const hold = await heldLine(tx, holdId);
    const left = hold.quantity - hold.applied;
    if (left <= 0) throw conflict('该商品已全部申请退款，请在售后中处理');
    const buyer = await findViewerByUsername(tx, hold.username);
    if (!buyer) throw notFound('会员');
    const sale = await applyAfterSale(
      tx,
      buyer,
      {
        orderId: hold.order_id,
        kind: 'refund_only',
        reason: `批次召回（${hold.goods_name} 批号${hold.batch_no}），无其他批次可换，退款`,
        photos: [],
        lines: [{ orderLineId: hold.line_id, quantity: left }],
      },
      now,
    );
    await approveAfterSale(tx, sale.id, now);
    await refundAfterSale(tx, sale.id, now);
    await tx.execute(sql`update recall_holds set status = 'refunded', after_sale_id = ${sale.id},
        resolved_at = ${now.toISOString()}::timestamptz where id = ${holdId}`);
    return { id: holdId, status: 'refunded', batch_no: '', after_sale_id: sale.id as number | null };
  });
}
