import type { AfterSaleStatus } from '../api/types';

/** The states an after-sales request of this kind passes through (DOMAIN.md: 申请中 → 已同意 → 已退回 → 已退款). */
export function afterSaleFlow(kind: string): { status: AfterSaleStatus; title: string }[] {
  if (kind === 'refund_only')
    return [
      { status: 'applied', title: '申请中' },
      { status: 'approved', title: '已同意' },
      { status: 'refunded', title: '已退款' },
    ];
  if (kind === 'exchange')
    return [
      { status: 'applied', title: '申请中' },
      { status: 'approved', title: '已同意' },
      { status: 'returned', title: '已退回' },
      { status: 'reshipped', title: '换货已发出' },
      { status: 'completed', title: '已完成' },
    ];
  return [
    { status: 'applied', title: '申请中' },
    { status: 'approved', title: '已同意' },
    { status: 'returned', title: '已退回' },
    { status: 'refunded', title: '已退款' },
  ];
}

/** Steps for the detail page: a refused request stops after 申请中 with 已拒绝 in error. */
export function afterSaleSteps(kind: string, status: string) {
  if (status === 'rejected') {
    return {
      current: 1,
      error: true,
      items: [{ title: '申请中' }, { title: '已拒绝' }],
    };
  }
  const flow = afterSaleFlow(kind);
  const current = Math.max(
    0,
    flow.findIndex((s) => s.status === status),
  );
  return { current, error: false, items: flow.map((s) => ({ title: s.title })) };
}
