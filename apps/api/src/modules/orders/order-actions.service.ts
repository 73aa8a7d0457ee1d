import { SHIP_REFUSAL_MESSAGES, shipRefusal } from '@yaocai/domain';
import type { Database } from '../../db/client';
import { notify } from '../service/index';
import { recordEvent } from '../integration/index';
import { rewardCompletedOrder } from '../marketing/index';
import { AppError, conflict, notFound } from '../../lib/http-errors';
import type { Viewer } from '../../shared/viewer';
import { addToCart } from '../cart/index';
import { lockMember } from '../../shared/member-lock';
import { cancelUnpaid, sweepExpiredOrders } from './order-cancel.service';
import { shipmentLines } from './order-close.service';
import * as repo from './orders.repository';
import { recordParcel } from './parcels.service';
import { recordShipCodes, type ShipCodesInput } from './trace-ship.service';
import { assertShipGates } from './ship-gates.repository';

async function ownOrder(db: Database, viewer: Viewer, id: number, now: Date) {
  await sweepExpiredOrders(db, now, viewer.memberId);
  const order = await repo.findOrder(db, viewer.memberId, id);
  if (!order) throw notFound('订单');
  return order;
}

export async function cancelOrder(db: Database, viewer: Viewer, id: number, now = new Date()) {
  const order = await ownOrder(db, viewer, id, now);
  // A store may withdraw its order while the headquarters has not decided it yet.
  if (order.status !== 'unpaid' && order.status !== 'pending_approval') {
    throw conflict('只有待支付的订单可以取消，已支付订单请申请售后');
  }
  const cancelled =
    order.status === 'pending_approval'
      ? await cancelUnpaid(db, id, '门店撤回订单', now, {
          from: 'pending_approval',
          approvalStatus: 'withdrawn',
        })
      : await cancelUnpaid(db, id, '买家取消', now);
  if (!cancelled) throw conflict('订单状态已变化，请刷新后重试');
  return { id, status: 'cancelled' };
}

export async function confirmReceipt(db: Database, viewer: Viewer, id: number, now = new Date()) {
  const order = await ownOrder(db, viewer, id, now);
  if (order.status !== 'shipped') throw conflict('只有已发货的订单可以确认收货');
  if (!(await completeShipped(db, id, '买家已确认收货，订单完成', now))) {
    throw conflict('订单状态已变化，请刷新后重试');
  }
  return { id, status: 'completed' };
}

/**
 * 确认收货 of a shipped order, by its buyer or by the 自动确认收货 job: the order completes and earns its
 * rewards once; false when it was no longer shipped (someone else got there first).
 */
export async function completeShipped(db: Database, id: number, text: string, now: Date) {
  return db.transaction(async (tx) => {
    const moved = await repo.transition(tx, id, 'shipped', { status: 'completed', completedAt: now });
    if (!moved) return false;
    await repo.insertEvent(tx, id, 'completed', text, now);
    await rewardCompletedOrder(tx, id, now);
    return true;
  });
}

/** Buy again: the order's goods (gifts aside) back into the cart as normal lines; refused goods are listed. */
export async function rebuy(db: Database, viewer: Viewer, id: number, now = new Date()) {
  await ownOrder(db, viewer, id, now);
  const lines = (await repo.findOrderLines(db, [id])).filter((l) => !l.isGift);
  const quantities = new Map<number, number>();
  for (const l of lines) quantities.set(l.goodsId, (quantities.get(l.goodsId) ?? 0) + l.quantity);
  const items = [...quantities].map(([goodsId, number]) => ({
    goodsId,
    number,
    type: 0,
    ckId: 0,
    price: null,
  }));
  return addToCart(db, viewer, items, now, true);
}

const RECEIPT_UPLOADABLE = ['required', 'rejected', 'pending'];

/** The signed receipt (回执) of a 含特殊药品 order: an image as a data URL or an uploaded file's URL. */
export async function uploadReceipt(
  db: Database,
  viewer: Viewer,
  id: number,
  image: string,
  now = new Date(),
) {
  const order = await ownOrder(db, viewer, id, now);
  if (!order.hasSpecial) throw conflict('该订单不含特殊药品，无需上传回执');
  if (['unpaid', 'cancelled', 'pending_approval'].includes(order.status)) {
    throw conflict('订单支付后才能上传回执');
  }
  if (!RECEIPT_UPLOADABLE.includes(order.receiptStatus)) throw conflict('回执已审核通过');
  await repo.updateOrder(db, id, { receiptStatus: 'pending', receiptImage: image, receiptNote: '' });
  await repo.insertEvent(db, id, 'receipt', '已上传回执，等待审核', now);
  return { id, receipt_status: 'pending' };
}

/**
 * Ships a paid order, under the buyer's lock so a refund cannot slip in between the checks and the move,
 * with the 药品追溯码 of each line of goods that carries them (trace-ship.service).
 */
export async function shipOrder(
  db: Database,
  id: number,
  logistics: { company: string; no: string },
  now = new Date(),
  trace: { codes: ShipCodesInput[]; by: number | null } = { codes: [], by: null },
) {
  const order = await repo.findOrderAnyMember(db, id);
  if (!order) throw notFound('订单');
  return db.transaction(async (tx) => {
    await lockMember(tx, order.memberId);
    const refusal = shipRefusal(await shipmentLines(tx, id));
    if (refusal) throw conflict(SHIP_REFUSAL_MESSAGES[refusal]);
    await assertShipGates(tx, id);
    const moved = await repo.transition(tx, id, 'to_ship', {
      status: 'shipped',
      shippedAt: now,
      logisticsCompany: logistics.company,
      logisticsNo: logistics.no,
    });
    if (!moved) throw conflict('只有待发货的订单可以发货');
    const codes = await recordShipCodes(tx, id, trace.codes, trace.by, now);
    const coded = codes > 0 ? `，随货追溯码${codes}个` : '';
    await repo.insertEvent(
      tx,
      id,
      'shipped',
      `商品已出库，${logistics.company} 运单号 ${logistics.no}${coded}`,
      now,
    );
    await recordParcel(
      tx,
      { orderId: id, purpose: 'order', carrier: logistics.company, number: logistics.no },
      now,
    );
    await notify(
      tx,
      order.memberId,
      {
        kind: 'order',
        title: '订单已发货',
        content: `您的订单${order.orderNo}已发货，${logistics.company} 运单号 ${logistics.no}，请注意查收。`,
        link: `/order/info/${id}`,
      },
      now,
    );
    await recordEvent(tx, 'order.shipped', id, now);
    return { id, status: 'shipped' };
  });
}

export async function checkReceipt(db: Database, id: number, pass: boolean, note: string, now = new Date()) {
  const order = await repo.findOrderAnyMember(db, id);
  if (!order) throw notFound('订单');
  if (order.receiptStatus !== 'pending') throw new AppError(409, '该订单没有待审核的回执');
  await repo.updateOrder(db, id, { receiptStatus: pass ? 'checked' : 'rejected', receiptNote: note });
  await repo.insertEvent(db, id, 'receipt', pass ? '回执审核通过' : `回执被驳回：${note}`, now);
  return { id, receipt_status: pass ? 'checked' : 'rejected' };
}
