import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityPrices } from '../../db/schema';
import { AppError, conflict, invalid, notFound } from '../../lib/http-errors';
import { ordersCreated } from '../../observability/metrics';
import type { Viewer } from '../account/viewer';
import { findGoodsRows } from '../catalog/goods.repository';
import { priceCart, type PricedCart } from '../cart/cart-pricing';
import * as cartRepo from '../cart/cart.repository';
import { refusalError } from '../cart/cart.service';
import { buyerRefusal } from '../cart/line-rules';
import { parallel } from '../cart/db-parallel';
import { lockMember } from '../cart/member.repository';
import { loadPricingContext, type PricingContext } from '../cart/pricing-context';
import * as wallet from '../wallet/wallet.repository';
import { recordEvent } from '../integration/webhook-events.service';
import { storeOrderGate } from './order-approval.service';
import { buildOrderLines } from './order-lines.builder';
import { isUniqueViolation, newNumber } from './order-number';
import { priceOrder, type DiscountOffers, type OrderChoice } from './order-pricing';
import * as repo from './orders.repository';
import { takeStock } from './stock.service';

export interface CreateOrderInput extends OrderChoice {
  ids: number[];
  addressId: number;
  invoiceType: number;
  remark: string;
  idempotencyKey: string;
}

export async function loadOffers(db: Database, memberId: number, now: Date): Promise<DiscountOffers> {
  const [coupons, cashVouchers, redPacketBalance] = await parallel(db, [
    () => wallet.usableCoupons(db, memberId, now),
    () => wallet.usableCashVouchers(db, memberId, now),
    () => wallet.redPacketBalanceOf(db, memberId),
  ] as const);
  return { coupons, cashVouchers, redPacketBalance };
}

/** The priced cart of the lines being ordered, every one of them selected. */
export async function priceSelection(db: Database, viewer: Viewer, ids: number[], now: Date) {
  const rows = await cartRepo.findCartLines(db, viewer.memberId, [...new Set(ids)]);
  if (rows.length !== new Set(ids).size) throw notFound('购物车商品');
  const lines = rows.map((r) => ({ ...r, isSelected: 1 }));
  const ctx = await loadPricingContext(db, viewer, lines, now);
  return { ctx, cart: priceCart(lines, ctx) };
}

export function hasSpecialGoods(cart: PricedCart, ctx: PricingContext) {
  return cart.lines.some((p) => p.parts.some((part) => ctx.goods.get(part.goodsId)?.type === 1));
}

/**
 * Creates the order in one transaction: member lock, re-priced lines, order row, cart lines removed,
 * stock taken batch by batch, sales records with discount shares, coupon, voucher and red packet used.
 * The same idempotency key gives back the same order.
 */
export async function createOrder(db: Database, viewer: Viewer, input: CreateOrderInput, now = new Date()) {
  const existing = await repo.findOrderByKey(db, viewer.memberId, input.idempotencyKey);
  if (existing) return existing;
  try {
    const { order, placed } = await db.transaction((tx) => placeOrder(tx, viewer, input, now));
    if (placed) ordersCreated.inc();
    return order;
  } catch (error) {
    if (!isUniqueViolation(error, 'orders_idempotency_uq')) throw error;
    const again = await repo.findOrderByKey(db, viewer.memberId, input.idempotencyKey);
    if (!again) throw error;
    return again;
  }
}

async function placeOrder(tx: Database, viewer: Viewer, input: CreateOrderInput, now: Date) {
  await lockMember(tx, viewer.memberId);
  const existing = await repo.findOrderByKey(tx, viewer.memberId, input.idempotencyKey);
  if (existing) return { order: existing, placed: false };
  const { ctx, cart } = await priceSelection(tx, viewer, input.ids, now);
  const buyer = buyerRefusal(ctx);
  if (buyer) throw refusalError(buyer);
  const refused = cart.lines.find((p) => p.refusal);
  if (refused?.refusal) throw refusalError(refused.refusal);
  const changed = cart.lines.filter((p) => p.priceChanged);
  if (changed.length > 0) {
    throw new AppError(409, '商品价格有变动，请确认后重新提交', 409, {
      price_changed: changed.map((p) => `${p.goods?.name ?? p.combination?.name ?? ''}`),
    });
  }
  const address = await repo.findAddress(tx, viewer.memberId, input.addressId);
  if (!address) throw notFound('收货地址');
  const pricing = priceOrder(cart, await loadOffers(tx, viewer.memberId, now), input);
  const firstError = pricing.errors[0];
  if (firstError) throw invalid(firstError.field, firstError.message);
  const invoice =
    input.invoiceType === 1
      ? await repo.findInvoiceTitle(tx, viewer.companyId)
      : { title: '', taxNumber: '' };
  const a = pricing.allocation;
  const gate = await storeOrderGate(tx, viewer.memberId, a.payable, now);
  const hasSpecial = hasSpecialGoods(cart, ctx);
  const order = await repo.insertOrder(tx, {
    orderNo: newNumber('YC', now),
    memberId: viewer.memberId,
    consignee: address.consignee,
    phone: address.phone,
    address: repo.fullAddress(address),
    invoiceType: input.invoiceType,
    invoiceTitle: invoice.title,
    taxNumber: invoice.taxNumber,
    remark: input.remark,
    goodsAmount: a.goodsAmount,
    manjianAmount: a.used.fullReduction,
    couponAmount: a.used.coupon,
    shippingAmount: a.shipping.amount,
    redPacketAmount: a.used.redPacket,
    cashVoucherAmount: a.used.cashVoucher,
    payableAmount: a.payable,
    couponId: pricing.coupon?.id ?? null,
    cashVoucherId: pricing.cashVoucher?.id ?? null,
    hasSpecial,
    receiptStatus: hasSpecial ? 'required' : 'none',
    idempotencyKey: input.idempotencyKey,
    ...gate.values,
    createdAt: now,
  });
  await cartRepo.deleteCartLines(tx, viewer.memberId, input.ids);

  const needs = new Map<number, number>();
  const giftNeeds = new Map<number, number>();
  for (const p of cart.lines) {
    for (const part of p.parts) needs.set(part.goodsId, (needs.get(part.goodsId) ?? 0) + part.quantity);
    if (p.gift && p.gift.total > 0)
      giftNeeds.set(p.gift.goodsId, (giftNeeds.get(p.gift.goodsId) ?? 0) + p.gift.total);
  }
  const goods = new Map(ctx.goods);
  const missing = [...giftNeeds.keys()].filter((id) => !goods.has(id));
  for (const row of await findGoodsRows(tx, missing)) goods.set(row.id, row);
  for (const id of missing) if (!goods.has(id)) giftNeeds.delete(id);
  const names = new Map([...goods].map(([id, g]) => [id, g.name]));
  const { taken, gifts } = await takeStock(tx, needs, giftNeeds, names, now);
  await repo.insertOrderLines(tx, buildOrderLines(order.id, cart, a, taken, gifts, goods));

  if (pricing.coupon && !(await wallet.useCoupon(tx, viewer.memberId, pricing.coupon.id, order.id, now))) {
    throw conflict('优惠券已被使用');
  }
  if (
    pricing.cashVoucher &&
    !(await wallet.useCashVoucher(tx, viewer.memberId, pricing.cashVoucher.id, order.id, now))
  ) {
    throw conflict('现金券已被使用');
  }
  if (a.used.redPacket > 0) {
    await wallet.insertRedPacketEntry(tx, {
      memberId: viewer.memberId,
      amount: -a.used.redPacket,
      kind: 'use',
      orderId: order.id,
      note: `订单${order.orderNo}使用红包`,
      createdAt: now,
    });
  }
  const flashSold = new Map<number, number>();
  for (const p of cart.lines)
    if (p.line.type === 1) flashSold.set(p.line.refId, (flashSold.get(p.line.refId) ?? 0) + p.line.number);
  for (const [offerId, n] of flashSold) {
    await tx
      .update(activityPrices)
      .set({ sold: sql`${activityPrices.sold} + ${n}` })
      .where(eq(activityPrices.id, offerId));
  }
  await repo.insertEvent(tx, order.id, 'created', gate.event, now);
  await gate.placed(order);
  await recordEvent(tx, 'order.created', order.id, now);
  return { order, placed: true };
}
