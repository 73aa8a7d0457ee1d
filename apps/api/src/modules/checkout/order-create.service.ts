import { QUOTE_LINE_TYPE } from '@yaocai/domain';
import type { Database } from '../../db/client';
import { AppError, conflict, invalid, notFound } from '../../lib/http-errors';
import { ordersCreated } from '../../observability/metrics';
import type { Viewer } from '../../shared/viewer';
import { findGoodsRows } from '../catalog/index';
import { buyerRefusal, type PricedCart } from '../cart/index';
import { refusalError } from '../../shared/refusal-errors';
import { lockMember } from '../../shared/member-lock';
import * as wallet from '../wallet/index';
import { recordEvent } from '../integration/index';
import { storeOrderGate, reserveStock } from '../orders/index';
import { buildOrderLines } from './order-lines.builder';
import { isUniqueViolation, newNumber } from '../../lib/unique-numbers';
import { hasSpecialGoods, priceOrderSelection } from './checkout-pricing';
import { priceOrder, type OrderChoice } from './order-pricing';
import * as repo from '../orders/index';
import { claimQuote } from '../quotes/index';

export interface CreateOrderInput extends OrderChoice {
  ids: number[];
  addressId: number;
  invoiceType: number;
  remark: string;
  idempotencyKey: string;
}

/**
 * Creates the order in one transaction: member lock, re-priced lines, order row, cart lines removed,
 * stock taken batch by batch, sales records with discount shares, coupon, voucher and red packet used.
 * The same idempotency key gives back the same order (looked up under the member's lock).
 */
export async function createOrder(db: Database, viewer: Viewer, input: CreateOrderInput, now = new Date()) {
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

/** Units per goods (gifts apart) and per flash-sale offer of the priced lines. */
function needsOf(cart: PricedCart) {
  const needs = new Map<number, number>();
  const giftNeeds = new Map<number, number>();
  const flashSold = new Map<number, number>();
  for (const p of cart.lines) {
    for (const part of p.parts) needs.set(part.goodsId, (needs.get(part.goodsId) ?? 0) + part.quantity);
    if (p.gift && p.gift.total > 0)
      giftNeeds.set(p.gift.goodsId, (giftNeeds.get(p.gift.goodsId) ?? 0) + p.gift.total);
    if (p.line.type === 1) flashSold.set(p.line.refId, (flashSold.get(p.line.refId) ?? 0) + p.line.number);
  }
  return { needs, giftNeeds, flashSold };
}

/**
 * The writes are ordered so that the rows other buyers contend for (stock batches, flash-sale offers)
 * are locked last, for as short a time as possible: one locking read of the batches, then one statement
 * writing the order row and its stock, lines, cart, event, flash-sale counts and red packet, then the
 * commit. Before them, one read under the member lock gives the lines, their goods, the licences and
 * the order's facts with its id (6 statements with BEGIN and COMMIT). Coupon, voucher and quote
 * claims, which reference the order row, follow the write.
 */
async function placeOrder(tx: Database, viewer: Viewer, input: CreateOrderInput, now: Date) {
  await lockMember(tx, viewer.memberId, { planOnce: true });
  const { facts, priced } = await priceOrderSelection(tx, viewer, input, now);
  if (facts.existingOrderId !== null) {
    const existing = await repo.findOrderByKey(tx, viewer.memberId, input.idempotencyKey);
    if (existing) return { order: existing, placed: false };
  }
  const { ctx, cart } = await priced();
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
  const address = facts.address;
  if (!address) throw notFound('收货地址');
  const pricing = priceOrder(cart, facts.offers, input);
  const firstError = pricing.errors[0];
  if (firstError) throw invalid(firstError.field, firstError.message);
  const invoice =
    input.invoiceType === 1
      ? await repo.findInvoiceTitle(tx, viewer.companyId)
      : { title: '', taxNumber: '' };
  const a = pricing.allocation;
  const gate = await storeOrderGate(tx, viewer.memberId, a.payable, now, facts.storePolicy);
  const hasSpecial = hasSpecialGoods(cart, ctx);
  const { needs, giftNeeds, flashSold } = needsOf(cart);
  const goods = new Map(ctx.goods);
  const missing = [...giftNeeds.keys()].filter((id) => !goods.has(id));
  for (const row of await findGoodsRows(tx, missing)) goods.set(row.id, row);
  for (const id of missing) if (!goods.has(id)) giftNeeds.delete(id);
  const names = new Map([...goods].map(([id, g]) => [id, g.name]));
  const { taken, gifts, takes } = await reserveStock(tx, needs, giftNeeds, names, now);
  const orderId = facts.orderId;
  const { order, taken: batchesTaken } = await repo.writeNewOrder(tx, {
    order: {
      id: orderId,
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
    },
    drawNumber: () => newNumber('YC', now),
    cartIds: input.ids,
    takes,
    lines: buildOrderLines(orderId, cart, a, taken, gifts, goods),
    event: { kind: 'created', text: gate.event },
    flashSold,
    redPacket: { amount: a.used.redPacket, note: '订单{no}使用红包' },
  });
  // The batches were locked when planned, so this only guards against a broken invariant.
  if (batchesTaken !== takes.length) throw conflict('库存已变化，请重新提交订单');
  if (pricing.coupon && !(await wallet.useCoupon(tx, viewer.memberId, pricing.coupon.id, order.id, now))) {
    throw conflict('优惠券已被使用');
  }
  if (
    pricing.cashVoucher &&
    !(await wallet.useCashVoucher(tx, viewer.memberId, pricing.cashVoucher.id, order.id, now))
  ) {
    throw conflict('现金券已被使用');
  }
  // Each quote is bought once: of two orders placed at once with one quote, the second is refused.
  for (const p of cart.lines) {
    if (p.line.type === QUOTE_LINE_TYPE && !(await claimQuote(tx, p.line.refId, viewer.memberId, order.id)))
      throw conflict('该报价已下单使用，每个报价只能购买一次');
  }
  await gate.placed(order);
  await recordEvent(tx, 'order.created', order.id, now);
  return { order, placed: true };
}
