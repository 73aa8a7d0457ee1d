import { formatYuan, ORDER_STATUS_LABELS, type OrderStatus } from '@yaocai/domain';
import type { OrderLineRow, OrderRow } from './orders.repository';

export const PAY_METHOD_LABELS: Record<string, string> = {
  balance: '余额支付',
  credit: '账期支付',
  online: '在线支付',
  transfer: '线下汇款',
};
export const RECEIPT_STATUS_LABELS: Record<string, string> = {
  none: '无需回执',
  required: '待上传',
  pending: '待审核',
  checked: '已审核',
  rejected: '已驳回',
};

/** What the buyer may do with the order now; the page shows these buttons. */
export function orderActions(order: OrderRow): string[] {
  const actions: string[] = [];
  const status = order.status as OrderStatus;
  if (status === 'unpaid') actions.push('pay', 'cancel');
  if (status === 'pending_approval') actions.push('cancel');
  if (status === 'shipped') actions.push('confirm');
  if (status === 'shipped' || status === 'completed') actions.push('logistics');
  if (status === 'to_ship' || status === 'shipped' || status === 'completed') actions.push('after_sale');
  if (status !== 'unpaid' && status !== 'pending_approval') actions.push('rebuy');
  if (
    order.hasSpecial &&
    status !== 'unpaid' &&
    status !== 'cancelled' &&
    status !== 'pending_approval' &&
    ['required', 'rejected'].includes(order.receiptStatus)
  ) {
    actions.push('upload_receipt');
  }
  return actions;
}

export const APPROVAL_STATUS_LABELS: Record<string, string> = {
  none: '',
  pending: '待总部审批',
  approved: '总部已审批',
  rejected: '总部已驳回',
  withdrawn: '门店已撤回',
};

/** 连锁采购审批: where a store's order stands with its headquarters, and when a pending one lapses. */
export function approvalView(order: OrderRow) {
  return {
    approval_status: order.approvalStatus,
    approval_status_name: APPROVAL_STATUS_LABELS[order.approvalStatus] ?? order.approvalStatus,
    approval_expires_at: order.status === 'pending_approval' ? order.expiresAt.toISOString() : null,
  };
}

export function lineView(line: OrderLineRow, image: string | undefined, applied = 0) {
  return {
    id: line.id,
    goods_id: line.goodsId,
    goods_name: line.goodsName,
    spec: line.spec,
    dosage_form: line.dosageForm,
    manufacturer: line.manufacturer,
    approval_number: line.approvalNumber,
    unit: line.unit,
    batch_no: line.batchNo,
    produced_on: line.producedOn,
    expires_on: line.expiresOn,
    quantity: line.quantity,
    price: formatYuan(line.unitPrice),
    amount: formatYuan(line.amount),
    manjian_share: formatYuan(line.manjianShare),
    coupon_share: formatYuan(line.couponShare),
    red_packet_share: formatYuan(line.redPacketShare),
    cash_voucher_share: formatYuan(line.cashVoucherShare),
    paid_amount: formatYuan(line.paidAmount),
    is_gift: line.isGift ? 1 : 0,
    line_type: line.lineType,
    goods_image: image ?? '',
    /** Units still open to an after-sales request. */
    refundable_quantity: line.isGift ? 0 : Math.max(0, line.quantity - applied),
  };
}

export function amountsView(order: OrderRow) {
  return {
    goods_amount: formatYuan(order.goodsAmount),
    manjian_amount: formatYuan(order.manjianAmount),
    coupon_amount: formatYuan(order.couponAmount),
    shipping_amount: formatYuan(order.shippingAmount),
    red_packet_amount: formatYuan(order.redPacketAmount),
    cash_voucher_amount: formatYuan(order.cashVoucherAmount),
    payable_amount: formatYuan(order.payableAmount),
  };
}

export function orderSummary(order: OrderRow, lines: OrderLineRow[], images: Map<number, string>, now: Date) {
  const bought = lines.filter((l) => !l.isGift);
  return {
    id: order.id,
    order_no: order.orderNo,
    status: order.status,
    status_name: ORDER_STATUS_LABELS[order.status as OrderStatus] ?? order.status,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    pay_method: order.payMethod,
    pay_method_name: order.payMethod ? (PAY_METHOD_LABELS[order.payMethod] ?? order.payMethod) : null,
    ...amountsView(order),
    goods_count: new Set(bought.map((l) => l.goodsId)).size,
    total_number: bought.reduce((sum, l) => sum + l.quantity, 0),
    has_special: order.hasSpecial ? 1 : 0,
    receipt_status: order.receiptStatus,
    receipt_status_name: RECEIPT_STATUS_LABELS[order.receiptStatus] ?? order.receiptStatus,
    ...approvalView(order),
    expires_at: order.status === 'unpaid' ? order.expiresAt.toISOString() : null,
    seconds_left:
      order.status === 'unpaid'
        ? Math.max(0, Math.floor((order.expiresAt.getTime() - now.getTime()) / 1000))
        : 0,
    lines: lines.map((l) => lineView(l, images.get(l.goodsId))),
    actions: orderActions(order),
  };
}

/**
 * The order's own timeline, newest first: created, paid, shipped, signed for, completed, … The
 * carrier's steps are the parcels' (`parcels` of the answers), as 快递100 or the sandbox pushed them.
 */
export function orderTimeline(events: { kind: string; text: string; createdAt: Date }[]) {
  return events
    .map((e) => ({ time: e.createdAt.toISOString(), kind: e.kind, text: e.text }))
    .sort((a, b) => b.time.localeCompare(a.time));
}
