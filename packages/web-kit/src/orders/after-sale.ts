/** 售后 as both storefronts offer it: the kinds an order allows, the reasons to pick, the states a request passes. */
import type { AfterSaleKind, AfterSaleStatus, OrderStatus } from '@yaocai/domain';

export const AFTER_SALE_REASONS = [
  '商品破损/包装破损',
  '效期不符/近效期',
  '批号与订单不符',
  '发错货/少发货',
  '药品质量问题',
  '多买了/采购计划变更',
  '其他原因',
];

export const AFTER_SALE_KINDS: { value: AfterSaleKind; label: string }[] = [
  { value: 'return_refund', label: '退货退款' },
  { value: 'refund_only', label: '仅退款' },
  { value: 'exchange', label: '换货' },
];

/** Goods must have shipped to be returned or exchanged; before that only a refund is possible. */
export const allowedKinds = (status: OrderStatus | string): AfterSaleKind[] =>
  status === 'to_ship'
    ? ['refund_only']
    : status === 'shipped' || status === 'completed'
      ? AFTER_SALE_KINDS.map((k) => k.value)
      : [];

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

/** The units the codes picked for a return stand for (a 中包装 code counts for more than one). */
export const pickedUnits = (codes: { code: string; units: number }[], picked: string[]) =>
  codes.filter((c) => picked.includes(c.code)).reduce((sum, c) => sum + c.units, 0);
