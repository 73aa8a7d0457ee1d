import {
  type PointsExchangeAnswer,
  type pointsExchangeBody,
  type PointsGoodsAnswer,
  type PointsLogAnswer,
  type pointsLogQuery,
  type PointsOrderItem,
  type PointsOrdersAnswer,
  type pointsOrdersQuery,
  POINTS_GOODS_KINDS,
  POINTS_KINDS,
  POINTS_ORDER_STATUSES,
  type PointsGoodsKind,
  type PointsKindName,
  type PointsOrderStatus,
} from '@yaocai/contract';
import { exchangeLimitRefusal, formatYuan, pointsRateOf } from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { shanghaiDayEnd, shanghaiDayStart } from '../../lib/shanghai-day';
import { invalid, notFound } from '../../lib/http-errors';
import type { Viewer } from '../../shared/viewer';
import { addressList } from '../account/index';
import { loadSiteConfig } from '../content/index';
import { newNumber } from '../../lib/unique-numbers';
import { grantCoupons, changePoints } from '../wallet/index';
import { pointsGoodsSvg } from './points-image';
import * as repo from './points-mall.repository';

export const PAGE_SIZE = 12;
const LOG_PAGE_SIZE = 10;

export function couponOf(g: repo.PointsGoodsRow) {
  return g.kind === 'coupon'
    ? { amount: formatYuan(g.couponAmount), threshold: formatYuan(g.couponThreshold), days: g.couponDays }
    : null;
}

/** 积分商城: items on sale, with what the viewer already exchanged of each. */
export async function mallGoods(
  db: Database,
  viewer: Viewer | null,
  q: { page: number },
): Promise<PointsGoodsAnswer> {
  const { rows, total } = await repo.mallPage(db, (q.page - 1) * PAGE_SIZE, PAGE_SIZE);
  const mine = viewer
    ? await repo.exchangedUnits(
        db,
        rows.map((r) => r.id),
        viewer.memberId,
      )
    : new Map<number, number>();
  return {
    list: rows.map((g) => ({
      id: g.id,
      kind: g.kind as PointsGoodsKind,
      kind_name: POINTS_GOODS_KINDS[g.kind as PointsGoodsKind] ?? g.kind,
      name: g.name,
      image: g.image,
      description: g.description,
      points: g.points,
      stock: g.stock,
      limit_per_member: g.limitPerMember,
      exchanged_by_me: mine.get(g.id) ?? 0,
      coupon: couponOf(g),
    })),
    total,
    page: q.page,
    page_size: PAGE_SIZE,
    points: viewer ? await repo.pointsOf(db, viewer.memberId) : 0,
    rate: pointsRateOf((await loadSiteConfig(db)).points_rate),
  };
}

/** The generated picture of an item (seeded items point their image at it), or null. */
export async function pointsGoodsPicture(db: Database, id: number) {
  const item = await repo.findPointsGoods(db, id);
  return item ? pointsGoodsSvg(item) : null;
}

/** The shipping address of a goods-kind exchange: one of the member's own addresses. */
async function shippingAddress(db: Database, viewer: Viewer, addressId: number | undefined) {
  if (addressId === undefined) throw invalid('address_id', '请选择收货地址');
  const found = (await addressList(db, viewer)).list.find((a) => a.id === addressId);
  if (!found) throw notFound('收货地址');
  return { consignee: found.consignee, phone: found.phone, address: found.full_address };
}

/**
 * Exchanges points for an item, in one transaction under the member's row lock (so the per-member
 * limit holds under parallel requests): the stock is taken by a conditional update, the points by
 * changePoints (never below zero), then the points order is written; a coupon item grants its coupons
 * at once and its order is completed.
 */
export async function exchange(
  db: Database,
  viewer: Viewer,
  input: z.output<typeof pointsExchangeBody>,
  now = new Date(),
): Promise<PointsExchangeAnswer> {
  return db.transaction(async (tx) => {
    await repo.lockMember(tx, viewer.memberId);
    const item = await repo.findPointsGoods(tx, input.id);
    if (!item || !item.isOn) throw notFound('兑换商品');
    const shipTo =
      item.kind === 'goods'
        ? await shippingAddress(tx, viewer, input.address_id)
        : { consignee: '', phone: '', address: '' };
    const mine = (await repo.exchangedUnits(tx, [item.id], viewer.memberId)).get(item.id) ?? 0;
    const refusal = exchangeLimitRefusal(item.limitPerMember, mine, input.number);
    if (refusal) throw invalid('number', refusal);
    if (!(await repo.takeStock(tx, item.id, input.number)))
      throw invalid('number', item.stock > 0 ? `库存不足，仅剩${item.stock}件` : '该商品已兑完');
    const cost = item.points * input.number;
    const status: PointsOrderStatus = item.kind === 'coupon' ? 'completed' : 'to_ship';
    let order: repo.PointsOrderRow | null = null;
    while (!order) {
      order = await repo.insertPointsOrder(tx, {
        orderNo: newNumber('JF', now),
        memberId: viewer.memberId,
        pointsGoodsId: item.id,
        name: item.name,
        image: item.image,
        number: input.number,
        points: cost,
        ...shipTo,
        status,
        createdAt: now,
      });
    }
    const left = await changePoints(tx, viewer.memberId, {
      amount: -cost,
      kind: 'exchange',
      orderId: order.id,
      note: `兑换${item.name}×${input.number}`,
      at: now,
    });
    if (item.kind === 'coupon') {
      await grantCoupons(
        tx,
        viewer.memberId,
        {
          name: item.name,
          amount: item.couponAmount,
          threshold: item.couponThreshold,
          days: item.couponDays,
        },
        input.number,
        now,
      );
    }
    return { order_id: order.id, order_no: order.orderNo, status, points_spent: cost, points: left };
  });
}

const entryLink = (kind: string, orderId: number | null) =>
  orderId === null ? '' : kind === 'exchange' ? '/jfdd' : `/order/info/${orderId}`;

/** 积分管理 (/jfgl): the member's ledger entries, newest first, with totals over the filter. */
export async function pointsLog(
  db: Database,
  viewer: Viewer,
  q: z.output<typeof pointsLogQuery>,
): Promise<PointsLogAnswer> {
  const filter = {
    kind: q.type,
    from: q.start_time ? shanghaiDayStart(q.start_time) : undefined,
    to: q.end_time ? shanghaiDayEnd(q.end_time) : undefined,
  };
  if (filter.from && filter.to && filter.from >= filter.to)
    throw invalid('end_time', '结束日期不能早于开始日期');
  const [page, points] = await Promise.all([
    repo.ledgerPage(db, viewer.memberId, filter, (q.page - 1) * LOG_PAGE_SIZE, LOG_PAGE_SIZE),
    repo.pointsOf(db, viewer.memberId),
  ]);
  return {
    list: page.rows.map(({ entry, orderNo }) => ({
      id: entry.id,
      amount: entry.amount,
      kind: entry.kind,
      kind_name: POINTS_KINDS[entry.kind as PointsKindName] ?? entry.kind,
      order_no: orderNo,
      link: orderNo ? entryLink(entry.kind, entry.orderId) : '',
      note: entry.note,
      created_at: entry.createdAt.toISOString(),
    })),
    total: page.total,
    page: q.page,
    page_size: LOG_PAGE_SIZE,
    points,
    totals: { income: page.income, expense: page.expense },
  };
}

export function orderView(row: { order: repo.PointsOrderRow; kind: string }): PointsOrderItem {
  const o = row.order;
  const status = o.status as PointsOrderStatus;
  return {
    id: o.id,
    order_no: o.orderNo,
    kind: row.kind as PointsGoodsKind,
    name: o.name,
    image: o.image,
    number: o.number,
    points: o.points,
    status,
    status_name: POINTS_ORDER_STATUSES[status] ?? o.status,
    consignee: o.consignee,
    phone: o.phone,
    address: o.address,
    logistics_company: o.logisticsCompany,
    logistics_no: o.logisticsNo,
    created_at: o.createdAt.toISOString(),
    shipped_at: o.shippedAt?.toISOString() ?? null,
  };
}

/** 积分订单 (/jfdd): the member's own points orders. */
export async function pointsOrderList(
  db: Database,
  viewer: Viewer,
  q: z.output<typeof pointsOrdersQuery>,
): Promise<PointsOrdersAnswer> {
  const { rows, total } = await repo.memberOrderPage(
    db,
    viewer.memberId,
    q.status,
    (q.page - 1) * LOG_PAGE_SIZE,
    LOG_PAGE_SIZE,
  );
  return { list: rows.map(orderView), total, page: q.page, page_size: LOG_PAGE_SIZE };
}
