import {
  type OperatorPointsGoodsAnswer,
  type operatorPointsGoodsQuery,
  type OperatorPointsOrdersAnswer,
  type operatorPointsOrdersQuery,
  type pointsGoodsInput,
  POINTS_GOODS_KINDS,
  type PointsGoodsKind,
} from '@yaocai/contract';
import { formatYuan } from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { notify } from '../service/index';
import * as repo from './points-mall.repository';
import { orderView } from './points-mall.service';

const PAGE_SIZE = 20;

/** The console's 积分商城: items (all of them, on sale or not) with how many were exchanged. */
export async function consolePointsGoods(
  db: Database,
  q: z.output<typeof operatorPointsGoodsQuery>,
): Promise<OperatorPointsGoodsAnswer> {
  const { rows, total } = await repo.consolePointsGoodsPage(
    db,
    { keyword: q.keyword, kind: q.kind },
    (q.page - 1) * PAGE_SIZE,
    PAGE_SIZE,
  );
  const exchanged = await repo.exchangedUnits(
    db,
    rows.map((r) => r.id),
  );
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
      coupon_amount: formatYuan(g.couponAmount),
      coupon_threshold: formatYuan(g.couponThreshold),
      coupon_days: g.couponDays,
      is_on: g.isOn ? 1 : 0,
      sort: g.sort,
      exchanged: exchanged.get(g.id) ?? 0,
      created_at: g.createdAt.toISOString(),
    })),
    total,
    page: q.page,
    page_size: PAGE_SIZE,
  };
}

/** Creates (id null) or edits an item; a goods-kind item keeps no coupon values. */
export async function savePointsGoods(
  db: Database,
  id: number | null,
  input: z.output<typeof pointsGoodsInput>,
) {
  const coupon = input.kind === 'coupon';
  const saved = await repo.savePointsGoods(db, id, {
    kind: input.kind,
    name: input.name,
    image: input.image,
    description: input.description,
    points: input.points,
    stock: input.stock,
    limitPerMember: input.limit_per_member,
    couponAmount: coupon ? (input.coupon_amount ?? 0) : 0,
    couponThreshold: coupon ? (input.coupon_threshold ?? 0) : 0,
    couponDays: input.coupon_days,
    isOn: input.is_on === 1,
    sort: input.sort,
  });
  if (saved === null) throw notFound('兑换商品');
  // No picture given: the generated one of /img/points (a gift box or the coupon's value).
  if (input.image === '') await repo.setPointsGoodsImage(db, saved, `/img/points/${saved}.svg`);
  return { id: saved };
}

export const pointsGoodsSnapshot = (db: Database, id: number) => repo.findPointsGoods(db, id);
export const pointsOrderSnapshot = (db: Database, id: number) => repo.findPointsOrder(db, id);

export async function consolePointsOrders(
  db: Database,
  q: z.output<typeof operatorPointsOrdersQuery>,
): Promise<OperatorPointsOrdersAnswer> {
  const { rows, total } = await repo.consoleOrderPage(
    db,
    { status: q.status, keyword: q.keyword },
    (q.page - 1) * PAGE_SIZE,
    PAGE_SIZE,
  );
  return {
    list: rows.map((row) => ({
      ...orderView(row),
      member_id: row.order.memberId,
      username: row.username,
      company: row.company,
    })),
    total,
    page: q.page,
    page_size: PAGE_SIZE,
  };
}

/** Ships a points order once and tells the member, in one transaction. */
export async function shipPointsOrder(
  db: Database,
  id: number,
  logistics: { company: string; no: string },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const order = await repo.findPointsOrder(tx, id);
    if (!order) throw notFound('积分订单');
    const shipped = await repo.shipPointsOrder(tx, id, logistics, now);
    if (!shipped) throw conflict('只有待发货的积分订单可以发货');
    await notify(
      tx,
      order.memberId,
      {
        kind: 'order',
        title: '积分订单已发货',
        content: `您兑换的${order.name}×${order.number}（积分订单${order.orderNo}）已发货，${logistics.company} 运单号 ${logistics.no}，请注意查收。`,
        link: '/jfdd',
      },
      now,
    );
    return { id, status: 'shipped' as const };
  });
}
