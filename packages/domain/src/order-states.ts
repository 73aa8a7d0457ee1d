import { UNPAID_ORDER_TIMEOUT_MINUTES } from './constants';

/** Order and after-sales life cycles of DOMAIN.md, as codes, Chinese labels and allowed moves. */

// pending_approval comes last so the order centre's numbered tabs (1 unpaid … 5 cancelled) keep their numbers.
export const ORDER_STATUSES = [
  'unpaid',
  'to_ship',
  'shipped',
  'completed',
  'cancelled',
  'pending_approval',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  unpaid: '待支付',
  to_ship: '待发货',
  shipped: '已发货',
  completed: '已完成',
  cancelled: '已取消',
  pending_approval: '待审批',
};

// Buyers cancel only before payment; money already paid comes back through after-sales, and a paid
// order whose every unit was refunded before shipping is closed (to_ship → cancelled). A chain store's
// order over its approval amount waits for the headquarters: approved it becomes payable, rejected
// (or left 72 hours) it is cancelled.
const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_approval: ['unpaid', 'cancelled'],
  unpaid: ['to_ship', 'cancelled'],
  to_ship: ['shipped', 'cancelled'],
  shipped: ['completed'],
  completed: [],
  cancelled: [],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function orderStatusLabel(status: OrderStatus): string {
  return ORDER_STATUS_LABELS[status];
}

export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return ORDER_TRANSITIONS[from];
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** An unpaid order created at `createdAt` is cancelled automatically from this moment. */
export function unpaidDeadline(createdAt: Date, minutes = UNPAID_ORDER_TIMEOUT_MINUTES): Date {
  return new Date(createdAt.getTime() + minutes * 60_000);
}

export function isUnpaidExpired(createdAt: Date, now: Date, minutes = UNPAID_ORDER_TIMEOUT_MINUTES): boolean {
  return now.getTime() >= unpaidDeadline(createdAt, minutes).getTime();
}

export const AFTER_SALE_KINDS = ['return_refund', 'refund_only', 'exchange'] as const;
export type AfterSaleKind = (typeof AFTER_SALE_KINDS)[number];

export const AFTER_SALE_KIND_LABELS: Record<AfterSaleKind, string> = {
  return_refund: '退货退款',
  refund_only: '仅退款',
  exchange: '换货',
};

export const AFTER_SALE_STATUSES = [
  'applied',
  'approved',
  'returned',
  'reshipped',
  'completed',
  'refunded',
  'rejected',
] as const;
export type AfterSaleStatus = (typeof AFTER_SALE_STATUSES)[number];

export const AFTER_SALE_STATUS_LABELS: Record<AfterSaleStatus, string> = {
  applied: '申请中',
  approved: '已同意',
  returned: '已退回',
  reshipped: '换货已发出',
  completed: '已完成',
  refunded: '已退款',
  rejected: '已拒绝',
};

// 仅退款 has no goods to send back; 换货 ships a replacement once the goods are back, and completes
// when the replacement parcel is signed for.
const AFTER_SALE_TRANSITIONS: Record<AfterSaleKind, Record<AfterSaleStatus, readonly AfterSaleStatus[]>> = {
  return_refund: {
    applied: ['approved', 'rejected'],
    approved: ['returned'],
    returned: ['refunded'],
    reshipped: [],
    completed: [],
    refunded: [],
    rejected: [],
  },
  refund_only: {
    applied: ['approved', 'rejected'],
    approved: ['refunded'],
    returned: [],
    reshipped: [],
    completed: [],
    refunded: [],
    rejected: [],
  },
  exchange: {
    applied: ['approved', 'rejected'],
    approved: ['returned'],
    returned: ['reshipped'],
    reshipped: ['completed'],
    completed: [],
    refunded: [],
    rejected: [],
  },
};

export function isAfterSaleKind(value: unknown): value is AfterSaleKind {
  return typeof value === 'string' && (AFTER_SALE_KINDS as readonly string[]).includes(value);
}

export function isAfterSaleStatus(value: unknown): value is AfterSaleStatus {
  return typeof value === 'string' && (AFTER_SALE_STATUSES as readonly string[]).includes(value);
}

export function afterSaleKindLabel(kind: AfterSaleKind): string {
  return AFTER_SALE_KIND_LABELS[kind];
}

export function afterSaleStatusLabel(status: AfterSaleStatus): string {
  return AFTER_SALE_STATUS_LABELS[status];
}

export function nextAfterSaleStatuses(
  kind: AfterSaleKind,
  from: AfterSaleStatus,
): readonly AfterSaleStatus[] {
  return AFTER_SALE_TRANSITIONS[kind][from];
}

export function canAfterSaleTransition(
  kind: AfterSaleKind,
  from: AfterSaleStatus,
  to: AfterSaleStatus,
): boolean {
  return AFTER_SALE_TRANSITIONS[kind][from].includes(to);
}

/** Whether the buyer may (still) tell us the parcel it sends back: a 退货退款 or 换货 approved and not yet received. */
export function canEnterReturnParcel(kind: AfterSaleKind, status: AfterSaleStatus): boolean {
  return kind !== 'refund_only' && status === 'approved';
}

/** Paid but unshipped orders can only be refunded; goods must have shipped to be returned or exchanged. */
export function canApplyAfterSale(orderStatus: OrderStatus, kind: AfterSaleKind): boolean {
  if (orderStatus === 'shipped' || orderStatus === 'completed') return true;
  return orderStatus === 'to_ship' && kind === 'refund_only';
}
