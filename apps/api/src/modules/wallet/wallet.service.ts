import { discountLabel, formatYuan } from '@yaocai/domain';
import type { Database } from '../../db/client';
import type { Viewer } from '../../shared/viewer';
import { creditOf } from './credit.service';
import * as query from './wallet-query.repository';
import * as wallet from './wallet.repository';

export const PAGE_SIZE = 10;

const KIND_LABELS: Record<string, string> = {
  grant: '平台发放',
  recharge: '账户充值',
  pay: '订单支付',
  refund: '售后退款',
  repay: '账期还款',
  use: '下单抵扣',
  return: '订单取消退回',
  charge: '账期下单',
  cashback: '满额返现',
  cashback_back: '返现扣回',
};

/** "2026-05-01" in China time → the instant it starts. */
export function dayStart(day: string, plusDays = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00+08:00`) + plusDays * 86_400_000);
}

type LedgerRow = Awaited<ReturnType<typeof query.balancePage>>['rows'][number];

function entryView(row: LedgerRow) {
  const e = row.entry;
  return {
    id: e.id,
    amount: formatYuan(e.amount),
    direction: e.amount >= 0 ? 1 : 2,
    kind: e.kind,
    kind_name: KIND_LABELS[e.kind] ?? e.kind,
    order_id: e.orderId,
    order_no: row.orderNo,
    note: e.note,
    created_at: e.createdAt.toISOString(),
    ...(e.dueOn !== undefined ? { due_on: e.dueOn } : {}),
  };
}

export async function userMoney(db: Database, viewer: Viewer) {
  const [balance, redPacket] = await Promise.all([
    wallet.balanceOf(db, viewer.memberId),
    wallet.redPacketBalanceOf(db, viewer.memberId),
  ]);
  return { balance: formatYuan(balance), red_packet: formatYuan(redPacket) };
}

export async function userMoneyLog(
  db: Database,
  viewer: Viewer,
  q: { page: number; useType: number; startTime?: string; endTime?: string },
) {
  const result = await query.balancePage(db, viewer.memberId, {
    direction: q.useType,
    from: q.startTime ? dayStart(q.startTime) : undefined,
    to: q.endTime ? dayStart(q.endTime, 1) : undefined,
    page: q.page,
    pageSize: PAGE_SIZE,
  });
  return { list: result.rows.map(entryView), total: result.total, page: q.page, page_size: PAGE_SIZE };
}

export async function userCredit(db: Database, viewer: Viewer, now = new Date()) {
  const c = await creditOf(db, viewer.memberId, now);
  return {
    limit: formatYuan(c.limit),
    used: formatYuan(c.used),
    available: formatYuan(c.available),
    overdue: formatYuan(c.overdue),
    is_overdue: c.overdue > 0 ? 1 : 0,
    days: c.days,
    is_open: c.limit > 0 ? 1 : 0,
  };
}

const CREDIT_TYPES: Record<number, string> = { 1: 'charge', 2: 'repay', 3: 'refund' };

export async function userCreditList(db: Database, viewer: Viewer, q: { page: number; type: number }) {
  const kind = CREDIT_TYPES[q.type];
  const result = await query.creditPage(db, viewer.memberId, {
    kinds: kind ? [kind] : undefined,
    page: q.page,
    pageSize: PAGE_SIZE,
  });
  return { list: result.rows.map(entryView), total: result.total, page: q.page, page_size: PAGE_SIZE };
}

export async function redPackets(db: Database, viewer: Viewer, q: { page: number; useType: number }) {
  const [balance, result] = await Promise.all([
    wallet.redPacketBalanceOf(db, viewer.memberId),
    query.redPacketPage(db, viewer.memberId, { direction: q.useType, page: q.page, pageSize: PAGE_SIZE }),
  ]);
  return {
    balance: formatYuan(balance),
    list: result.rows.map(entryView),
    total: result.total,
    page: q.page,
    page_size: PAGE_SIZE,
  };
}

const STATUS_NAMES = ['未使用', '已使用', '已过期'];

function discountView(row: wallet.Coupon | wallet.CashVoucher, now: Date) {
  const status = row.orderId !== null ? 1 : row.validTo <= now ? 2 : 0;
  return {
    id: row.id,
    name: row.name,
    amount: formatYuan(row.amount),
    threshold: formatYuan(row.threshold),
    desc: discountLabel(formatYuan(row.threshold), formatYuan(row.amount), row.threshold),
    valid_from: row.validFrom.toISOString(),
    valid_to: row.validTo.toISOString(),
    status,
    status_name: STATUS_NAMES[status],
    order_id: row.orderId,
    used_at: row.usedAt?.toISOString() ?? null,
    ...('type' in row
      ? { type: row.type, type_name: row.type === 2 ? '品种券' : '通用券', goods_ids: row.goodsIds }
      : {}),
  };
}

export async function couponList(
  db: Database,
  viewer: Viewer,
  q: { page: number; type: number; status: number },
  now = new Date(),
) {
  const [result, counts] = await Promise.all([
    query.couponPage(db, viewer.memberId, { ...q, pageSize: PAGE_SIZE }, now),
    query.couponCounts(db, viewer.memberId, now),
  ]);
  return {
    list: result.rows.map((r) => discountView(r, now)),
    total: result.total,
    page: q.page,
    page_size: PAGE_SIZE,
    counts,
  };
}

/** Coupons the member can use right now (unused, within their dates). */
export async function availableCoupons(
  db: Database,
  viewer: Viewer,
  q: { page: number; type: number },
  now = new Date(),
) {
  const result = await query.couponPage(db, viewer.memberId, { ...q, status: 0, pageSize: PAGE_SIZE }, now);
  return {
    list: result.rows.map((r) => discountView(r, now)),
    total: result.total,
    page: q.page,
    page_size: PAGE_SIZE,
  };
}

export async function couponNum(db: Database, viewer: Viewer, now = new Date()) {
  const counts = await query.couponCounts(db, viewer.memberId, now);
  return { num: counts.unused, ...counts };
}

export async function cashVoucherList(
  db: Database,
  viewer: Viewer,
  q: { page: number; status: number },
  now = new Date(),
) {
  const result = await query.cashVoucherPage(db, viewer.memberId, { ...q, pageSize: PAGE_SIZE }, now);
  return {
    list: result.rows.map((r) => discountView(r, now)),
    total: result.total,
    page: q.page,
    page_size: PAGE_SIZE,
  };
}

const COUPON_REMINDER_DAYS = 3;

/** Unused coupons that end within three days, for the reminder messages. */
export async function couponsAboutToExpire(db: Database, now = new Date()) {
  const until = new Date(now.getTime() + COUPON_REMINDER_DAYS * 86_400_000);
  return (await wallet.couponsEndingBefore(db, now, until)).map((c) => ({
    id: c.id,
    memberId: c.memberId,
    name: c.name,
    label: discountLabel(formatYuan(c.threshold), formatYuan(c.amount), c.threshold),
    validTo: c.validTo,
  }));
}
