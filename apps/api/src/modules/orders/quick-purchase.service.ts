import { formatYuan, ORDER_STATUS_LABELS, type OrderStatus } from '@yaocai/domain';
import type { Database } from '../../db/client';
import type { Viewer } from '../../shared/viewer';
import { addToCart, type AddLine } from '../cart/index';
import { goodsCards } from '../catalog/index';
import * as repo from './quick-purchase.repository';

const PAGE_SIZE = 20;

async function cards(db: Database, viewer: Viewer, ids: number[]) {
  return new Map((await goodsCards(db, [...new Set(ids)], viewer)).map((g) => [g.id, g]));
}

/** 快捷采购 (/kjcg): goods bought before, ordered by last purchase, number of orders or units. */
export async function fastBuy(db: Database, viewer: Viewer, page: number, order: repo.FastBuyOrder) {
  const result = await repo.findBoughtGoods(db, viewer.memberId, order, page, PAGE_SIZE);
  const goods = await cards(
    db,
    viewer,
    result.rows.map((r) => r.goodsId),
  );
  return {
    list: result.rows.map((r) => ({
      goods_id: r.goodsId,
      name: r.name ?? '',
      spec: r.spec ?? '',
      manufacturer: r.manufacturer ?? '',
      last_price: formatYuan(Number(r.lastPrice)),
      last_date: r.lastDate ? new Date(r.lastDate).toISOString() : null,
      buy_count: Number(r.orderCount),
      total_number: Number(r.units),
      goods: goods.get(r.goodsId) ?? null,
    })),
    total: result.total,
    page,
    page_size: PAGE_SIZE,
  };
}

/** Purchase history line by line (GET /api/user/buy). */
export async function purchaseHistory(db: Database, viewer: Viewer, page: number) {
  const result = await repo.findPurchaseHistory(db, viewer.memberId, page, PAGE_SIZE);
  const goods = await cards(
    db,
    viewer,
    result.rows.map((r) => r.line.goodsId),
  );
  return {
    list: result.rows.map(({ line, orderNo, createdAt, status }) => ({
      id: line.id,
      order_id: line.orderId,
      order_no: orderNo,
      order_status: status,
      order_status_name: ORDER_STATUS_LABELS[status as OrderStatus] ?? status,
      created_at: createdAt.toISOString(),
      goods_id: line.goodsId,
      goods_name: line.goodsName,
      spec: line.spec,
      manufacturer: line.manufacturer,
      unit: line.unit,
      batch_no: line.batchNo,
      expires_on: line.expiresOn,
      quantity: line.quantity,
      price: formatYuan(line.unitPrice),
      amount: formatYuan(line.amount),
      goods: goods.get(line.goodsId) ?? null,
    })),
    total: result.total,
    page,
    page_size: PAGE_SIZE,
  };
}

/** Adds goods from the history to the cart as normal lines; goods that cannot be bought now are skipped. */
export function buyAgain(db: Database, viewer: Viewer, items: { goodsId: number; number: number }[]) {
  const lines: AddLine[] = items.map((i) => ({
    goodsId: i.goodsId,
    number: i.number,
    type: 0,
    ckId: 0,
    price: null,
  }));
  return addToCart(db, viewer, lines, new Date(), true);
}
