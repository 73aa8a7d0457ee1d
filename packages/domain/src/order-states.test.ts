import { describe, expect, it } from 'vitest';
import {
  AFTER_SALE_KINDS,
  AFTER_SALE_STATUSES,
  ORDER_STATUSES,
  afterSaleKindLabel,
  afterSaleStatusLabel,
  canAfterSaleTransition,
  canApplyAfterSale,
  canEnterReturnParcel,
  canTransition,
  isAfterSaleKind,
  isAfterSaleStatus,
  isOrderStatus,
  isUnpaidExpired,
  nextAfterSaleStatuses,
  nextOrderStatuses,
  orderStatusLabel,
  unpaidDeadline,
  type AfterSaleKind,
  type AfterSaleStatus,
  type OrderStatus,
} from './order-states';

describe('order status labels', () => {
  it.each([
    ['unpaid', '待支付'],
    ['to_ship', '待发货'],
    ['shipped', '已发货'],
    ['completed', '已完成'],
    ['cancelled', '已取消'],
    ['pending_approval', '待审批'],
  ] as const)('%s → %s', (status, label) => {
    expect(orderStatusLabel(status)).toBe(label);
  });
});

describe('canTransition (orders)', () => {
  const allowed = new Set([
    'unpaid>to_ship',
    'unpaid>cancelled',
    'to_ship>shipped',
    'to_ship>cancelled',
    'shipped>completed',
    'pending_approval>unpaid',
    'pending_approval>cancelled',
  ]);
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));
  it.each(pairs)('%s → %s', (from: OrderStatus, to: OrderStatus) => {
    const expected = allowed.has(`${from}>${to}`);
    expect(canTransition(from, to)).toBe(expected);
    expect(nextOrderStatuses(from).includes(to)).toBe(expected);
  });
});

describe('isOrderStatus', () => {
  it.each([
    ['unpaid', true],
    ['cancelled', true],
    ['pending_approval', true],
    ['paid', false],
    ['待支付', false],
    [0, false],
    [null, false],
  ])('%j → %s', (value, ok) => {
    expect(isOrderStatus(value)).toBe(ok);
  });
});

describe('unpaid timeout', () => {
  const created = new Date('2025-01-15T02:00:00Z');
  it.each([
    ['2025-01-15T02:00:00Z', undefined, false],
    ['2025-01-15T02:29:59Z', undefined, false],
    ['2025-01-15T02:30:00Z', undefined, true],
    ['2025-01-15T03:00:00Z', undefined, true],
    ['2025-01-15T02:10:00Z', 10, true],
    ['2025-01-15T02:09:59Z', 10, false],
  ])('now %s, minutes %s → %s', (now, minutes, expired) => {
    expect(isUnpaidExpired(created, new Date(now), minutes)).toBe(expired);
  });

  it('deadline is 30 minutes after creation', () => {
    expect(unpaidDeadline(created).toISOString()).toBe('2025-01-15T02:30:00.000Z');
  });
});

describe('after-sales labels', () => {
  it.each([
    ['return_refund', '退货退款'],
    ['refund_only', '仅退款'],
    ['exchange', '换货'],
  ] as const)('kind %s → %s', (kind, label) => {
    expect(afterSaleKindLabel(kind)).toBe(label);
  });

  it.each([
    ['applied', '申请中'],
    ['approved', '已同意'],
    ['returned', '已退回'],
    ['reshipped', '换货已发出'],
    ['completed', '已完成'],
    ['refunded', '已退款'],
    ['rejected', '已拒绝'],
  ] as const)('status %s → %s', (status, label) => {
    expect(afterSaleStatusLabel(status)).toBe(label);
  });
});

describe('canAfterSaleTransition', () => {
  const allowed: Record<AfterSaleKind, string[]> = {
    return_refund: ['applied>approved', 'applied>rejected', 'approved>returned', 'returned>refunded'],
    refund_only: ['applied>approved', 'applied>rejected', 'approved>refunded'],
    exchange: [
      'applied>approved',
      'applied>rejected',
      'approved>returned',
      'returned>reshipped',
      'reshipped>completed',
    ],
  };
  describe.each(AFTER_SALE_KINDS)('%s', (kind) => {
    const pairs = AFTER_SALE_STATUSES.flatMap((from) => AFTER_SALE_STATUSES.map((to) => [from, to] as const));
    it.each(pairs)('%s → %s', (from: AfterSaleStatus, to: AfterSaleStatus) => {
      const expected = allowed[kind].includes(`${from}>${to}`);
      expect(canAfterSaleTransition(kind, from, to)).toBe(expected);
      expect(nextAfterSaleStatuses(kind, from).includes(to)).toBe(expected);
    });
  });
});

describe('after-sales guards', () => {
  it.each([
    ['exchange', true, false],
    ['applied', false, true],
    ['退货退款', false, false],
    [undefined, false, false],
  ])('%j: kind %s, status %s', (value, kind, status) => {
    expect(isAfterSaleKind(value)).toBe(kind);
    expect(isAfterSaleStatus(value)).toBe(status);
  });
});

describe('canEnterReturnParcel', () => {
  it.each([
    ['exchange', 'approved', true],
    ['return_refund', 'approved', true],
    ['refund_only', 'approved', false],
    ['exchange', 'applied', false],
    ['exchange', 'returned', false],
    ['exchange', 'reshipped', false],
  ] as const)('%s %s → %s', (kind, status, ok) => {
    expect(canEnterReturnParcel(kind, status)).toBe(ok);
  });
});

describe('canApplyAfterSale', () => {
  it.each([
    ['unpaid', 'refund_only', false],
    ['unpaid', 'return_refund', false],
    ['to_ship', 'refund_only', true],
    ['to_ship', 'return_refund', false],
    ['to_ship', 'exchange', false],
    ['shipped', 'return_refund', true],
    ['shipped', 'exchange', true],
    ['completed', 'refund_only', true],
    ['completed', 'return_refund', true],
    ['completed', 'exchange', true],
    ['cancelled', 'refund_only', false],
    ['cancelled', 'exchange', false],
    ['pending_approval', 'refund_only', false],
    ['pending_approval', 'return_refund', false],
  ] as const)('order %s, kind %s → %s', (status, kind, ok) => {
    expect(canApplyAfterSale(status, kind)).toBe(ok);
  });
});
