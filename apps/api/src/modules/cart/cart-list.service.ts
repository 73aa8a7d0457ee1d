import { CART_LIST_DEFAULT_FILTER, formatYuan, FREE_SHIPPING_THRESHOLD_FEN } from '@yaocai/domain';
import type { Database } from '../../db/client';
import type { Viewer } from '../../shared/viewer';
import { findGoodsRows } from '../catalog/index';
import { priceCart, type CartLineLike } from './cart-pricing';
import { activityData, CART_FILTERS, cartViewCache, toCartItem, totalsView } from './cart-view';
import * as repo from './cart.repository';
import { buyerRefusal } from './line-rules';
import { loadPricingContext } from './pricing-context';
import { notFound } from '../../lib/http-errors';
import { runningTradeUps } from '../marketing/index';
import { parallel } from '../../shared/parallel-reads';
import { tradeUpsView } from './trade-up-pricing';

/** The cart store of spec §3, with totals over the selected lines whatever the filter shows. */
export async function cartList(
  db: Database,
  viewer: Viewer,
  filter = CART_LIST_DEFAULT_FILTER,
  now = new Date(),
) {
  const lines = await repo.findCartLines(db, viewer.memberId);
  const [ctx, running] = await parallel(db, [
    () => loadPricingContext(db, viewer, lines, now),
    () => runningTradeUps(db, now),
  ] as const);
  const cart = priceCart(lines, ctx);
  const test = CART_FILTERS.find((f) => f.id === filter)?.test ?? (() => true);
  const cache = cartViewCache(ctx);
  return {
    data: cart.lines.filter((p) => test(p)).map((p) => toCartItem(p, ctx, cache)),
    shipping_data: {
      shipping_amount: formatYuan(cart.shipping.shipping_amount),
      no_trans_order_amount: formatYuan(cart.shipping.no_trans_order_amount),
      free_threshold: formatYuan(FREE_SHIPPING_THRESHOLD_FEN),
    },
    activity_data: activityData(cart),
    filter_data: CART_FILTERS.map((f) => ({
      id: f.id,
      name: f.name,
      count: cart.lines.filter((p) => f.test(p)).length,
    })),
    totals: totalsView(cart),
    refusal: buyerRefusal(ctx)?.message ?? null,
    trade_ups: tradeUpsView(cart.lines, running),
  };
}

/**
 * What the stepper would show at `number` units of a goods: its tier price and the next tier, the
 * 满减 progress of its activity, its gift and free shipping, as if the cart held that many.
 */
export async function nextHint(
  db: Database,
  viewer: Viewer,
  goodsId: number,
  number: number,
  now = new Date(),
) {
  const [goods] = await findGoodsRows(db, [goodsId]);
  if (!goods) throw notFound('商品');
  const lines: CartLineLike[] = (await repo.findCartLines(db, viewer.memberId)).map((r) => ({ ...r }));
  let line = lines.find((l) => l.type === 0 && l.goodsId === goodsId);
  if (!line) {
    line = { id: -1, type: 0, goodsId, refId: 0, number, isSelected: 1, shownPrice: null };
    lines.push(line);
  }
  line.number = number;
  line.isSelected = 1;
  const ctx = await loadPricingContext(db, viewer, lines, now);
  const cart = priceCart(lines, ctx);
  const priced = cart.lines.find((p) => p.line === line)!;
  const activity = cart.activities.find((a) => a.activity.id === priced.fullReduction?.id);
  return {
    goods_id: goodsId,
    number,
    price: formatYuan(priced.unitPrice),
    amount: formatYuan(priced.amount),
    ladder_hint: priced.ladderHint && {
      need: priced.ladderHint.need,
      price: formatYuan(priced.ladderHint.price),
    },
    manjian: activity
      ? {
          id: activity.activity.id,
          name: activity.activity.name,
          eligible_amount: formatYuan(activity.eligible),
          reduction: formatYuan(activity.result.reduction),
          next: activity.result.next && {
            need: formatYuan(activity.result.next.need),
            reduction: formatYuan(activity.result.next.reduction),
          },
        }
      : null,
    gift_data: priced.gift && { total: priced.gift.total, type: priced.gift.type, name: priced.gift.name },
    free_shipping: {
      is_free_shipping: goods.isFreeShipping,
      free_shipping_number: goods.freeShippingNumber,
      ships_free: priced.shipsFree ? 1 : 0,
    },
    buy_tip: priced.refusal?.message ?? null,
  };
}

export async function cartTotal(db: Database, viewer: Viewer) {
  return { total: await repo.countCartLines(db, viewer.memberId) };
}
