import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { parallel } from '../../shared/parallel-reads';
import type { Viewer } from '../../shared/viewer';
import {
  findCartLines,
  findCartSelection,
  loadPricingContext,
  priceCart,
  type PricedCart,
  type PricingContext,
} from '../cart/index';
import * as wallet from '../wallet/index';
import type { DiscountOffers } from './order-pricing';
import {
  loadOrderFacts,
  FACTS_PLACEHOLDERS,
  orderFactsColumns,
  orderFactsValues,
  toOrderFacts,
  type FactsRow,
} from './order-facts.repository';

/** The buyer's discounts on hand (coupons, cash vouchers, red packet balance) for pricing an order. */
export async function loadOffers(db: Database, memberId: number, now: Date): Promise<DiscountOffers> {
  const [coupons, cashVouchers, redPacketBalance] = await parallel(db, [
    () => wallet.usableCoupons(db, memberId, now),
    () => wallet.usableCashVouchers(db, memberId, now),
    () => wallet.redPacketBalanceOf(db, memberId),
  ] as const);
  return { coupons, cashVouchers, redPacketBalance };
}

/**
 * The priced cart of the lines being ordered, every one of them selected: the lines, their goods and
 * the licences in one statement (findCartSelection), or read one by one for combination lines only.
 */
export async function priceSelection(db: Database, viewer: Viewer, ids: number[], now: Date) {
  const unique = [...new Set(ids)];
  const read = await findCartSelection(db, viewer.memberId, viewer.companyId, unique, now);
  return pricedSelection(db, viewer, unique, now, read);
}

async function pricedSelection(
  db: Database,
  viewer: Viewer,
  unique: number[],
  now: Date,
  read: Awaited<ReturnType<typeof findCartSelection>>,
) {
  const rows = read?.lines ?? (await findCartLines(db, viewer.memberId, unique));
  if (rows.length !== unique.length) throw notFound('购物车商品');
  const lines = rows.map((r) => ({ ...r, isSelected: 1 }));
  const ctx = await loadPricingContext(db, viewer, lines, now, read ?? undefined);
  return { ctx, cart: priceCart(lines, ctx) };
}

/**
 * priceSelection and the order's facts (loadOrderFacts) in ONE statement: the facts ride on the first
 * row of the selection read. A cart of combination lines only reads them on their own.
 */
export async function priceOrderSelection(
  db: Database,
  viewer: Viewer,
  input: { ids: number[]; idempotencyKey: string; addressId: number },
  now: Date,
) {
  const unique = [...new Set(input.ids)];
  const extra = {
    name: 'order_selection',
    columns: () => orderFactsColumns(FACTS_PLACEHOLDERS),
    values: orderFactsValues(input),
  };
  const read = await findCartSelection<FactsRow>(db, viewer.memberId, viewer.companyId, unique, now, extra);
  const facts = read ? toOrderFacts(read.extra) : await loadOrderFacts(db, viewer.memberId, input, now);
  return { facts, priced: () => pricedSelection(db, viewer, unique, now, read) };
}

export function hasSpecialGoods(cart: PricedCart, ctx: PricingContext) {
  return cart.lines.some((p) => p.parts.some((part) => ctx.goods.get(part.goodsId)?.type === 1));
}
