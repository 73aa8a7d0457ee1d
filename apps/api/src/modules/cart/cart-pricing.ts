import {
  allocateShares,
  evaluateFullReduction,
  giftQuantity,
  lineAmount,
  lineShipsFree,
  lineStacking,
  nextTierHint,
  payable,
  shippingFor,
  unitPrice,
  QUOTE_LINE_TYPE,
  TRADE_UP_LINE_TYPE,
} from '@yaocai/domain';
import { storewideOf, todayInChina } from '../catalog/index';
import { quoteRefusal } from '../quotes/index';
import type { CartLineLike, PricedCart, PricedLine, ActivityState } from './cart-pricing.types';
import { flashRefusal, goodsRefusal } from './line-rules';
import { type Refusal } from '../../shared/refusal-errors';
import type { PricingContext } from './pricing-context';
import { checkTradeUps, tradeUpOfferRefusal } from './trade-up-pricing';

export type * from './cart-pricing.types';

/**
 * Quantities of one goods summed over the lines the buyer means to buy (selected ones, plus the line
 * itself), for ladder tiers, stock and the 含特殊药品 cap (DOMAIN.md: summed before tier and stock checks).
 */
function summer(lines: readonly CartLineLike[], ctx: PricingContext) {
  const selected = new Map<number, number>();
  const partsOf = (line: CartLineLike): { goodsId: number; quantity: number }[] => {
    if (line.type !== 3)
      return line.goodsId === null ? [] : [{ goodsId: line.goodsId, quantity: line.number }];
    const combo = ctx.combinations.get(line.refId);
    return (combo?.items ?? []).map((item) => ({
      goodsId: item.goodsId,
      quantity: item.number * line.number,
    }));
  };
  const tiers = new Map<number, number>();
  for (const line of lines) {
    if (!line.isSelected) continue;
    for (const part of partsOf(line))
      selected.set(part.goodsId, (selected.get(part.goodsId) ?? 0) + part.quantity);
    // A quote's or a trade-up's units are at their own price: they neither take nor lend a ladder tier.
    if (
      line.type !== 3 &&
      line.type !== QUOTE_LINE_TYPE &&
      line.type !== TRADE_UP_LINE_TYPE &&
      line.goodsId !== null
    )
      tiers.set(line.goodsId, (tiers.get(line.goodsId) ?? 0) + line.number);
  }
  return {
    partsOf,
    stockQuantity: (line: CartLineLike, goodsId: number, own: number) =>
      (selected.get(goodsId) ?? 0) + (line.isSelected ? 0 : own),
    tierQuantity: (line: CartLineLike, goodsId: number) =>
      (tiers.get(goodsId) ?? 0) + (line.isSelected ? 0 : line.number),
  };
}

function priceGoodsLine(
  line: CartLineLike,
  ctx: PricingContext,
  sums: ReturnType<typeof summer>,
): PricedLine {
  const goodsId = line.goodsId ?? 0;
  const goods = ctx.goods.get(goodsId) ?? null;
  const ladder = ctx.extras.ladders.get(goodsId) ?? [];
  const tierQuantity = sums.tierQuantity(line, goodsId);
  const offer = line.type === 1 ? ctx.flash.get(line.refId) : undefined;
  const activityPrice = offer && offer.startsAt <= ctx.now && offer.endsAt > ctx.now ? offer.price : null;
  const stacking = lineStacking(line.type);
  const storewide = goods && stacking.storewide ? storewideOf(goods, ctx.extras, ctx.now) : null;
  const quote = line.type === QUOTE_LINE_TYPE ? ctx.quotes.get(line.refId) : undefined;
  const tradeUp = line.type === TRADE_UP_LINE_TYPE ? ctx.tradeUps.get(line.refId) : undefined;
  const price = quote?.quote.price
    ? quote.quote.price
    : tradeUp && tradeUp.goodsId === goodsId
      ? tradeUp.price
      : goods
        ? unitPrice({
            basePrice: goods.basePrice,
            ladder,
            activityPrice,
            storewideRate: storewide?.ratePermille ?? null,
            quantity: tierQuantity,
          })
        : 0;
  const amount = lineAmount(price, line.number);
  const refusal =
    (line.type === QUOTE_LINE_TYPE
      ? quoteRefusal(quote, ctx.viewer.memberId, goodsId, line.number, todayInChina(ctx.now))
      : null) ??
    (line.type === TRADE_UP_LINE_TYPE ? tradeUpOfferRefusal(tradeUp, goodsId, ctx.now) : null) ??
    goodsRefusal(
      ctx,
      goods ?? undefined,
      line.number,
      sums.stockQuantity(line, goodsId, line.number),
      // A trade-up is sold by the unit, up to its per-order limit.
      line.type !== TRADE_UP_LINE_TYPE,
    ) ??
    (line.type === 1 ? flashRefusal(ctx, line.refId, goodsId, line.number) : null);
  const rule = line.type === 0 ? ctx.gifts.get(goodsId) : undefined;
  return {
    line,
    goods,
    combination: null,
    unitPrice: price,
    amount,
    ladderHint: goods && !tradeUp ? nextTierHint(ladder, tierQuantity) : null,
    refusal,
    selected: Boolean(line.isSelected) && refusal === null,
    withCoupon: stacking.coupon && goods?.withCoupon === 1,
    fullReduction: stacking.fullReduction ? (ctx.fullReductions.get(goodsId) ?? null) : null,
    manjianShare: 0,
    storewide,
    gift: rule
      ? {
          goodsId: rule.giftGoodsId,
          name: rule.giftName,
          unit: rule.giftUnit,
          total: giftQuantity(line.number, rule.buyNumber, rule.giftNumber),
          type: rule.giftGoodsId === goodsId ? 1 : 2,
          buyNumber: rule.buyNumber,
          giftNumber: rule.giftNumber,
        }
      : null,
    shipsFree: goods
      ? lineShipsFree({
          isFreeShippingZone: goods.isFreeShipping === 1,
          quantity: line.number,
          freeShippingNumber: goods.freeShippingNumber,
          amount,
        })
      : false,
    parts: goods ? [{ goodsId, quantity: line.number, unitPrice: price, amount }] : [],
    priceChanged: null,
  };
}

function priceComboLine(
  line: CartLineLike,
  ctx: PricingContext,
  sums: ReturnType<typeof summer>,
): PricedLine {
  const combo = ctx.combinations.get(line.refId) ?? null;
  const parts = (combo?.items ?? []).map((item) => {
    const quantity = item.number * line.number;
    return {
      goodsId: item.goodsId,
      quantity,
      unitPrice: item.price,
      amount: lineAmount(item.price, quantity),
    };
  });
  const price = (combo?.items ?? []).reduce((sum, item) => sum + item.price * item.number, 0);
  let refusal: Refusal | null = null;
  if (!combo) refusal = { status: 404, message: '组合已失效' };
  else if (combo.startsAt > ctx.now || combo.endsAt <= ctx.now)
    refusal = { status: 409, message: '组合活动已结束' };
  for (const part of parts) {
    refusal ??= goodsRefusal(
      ctx,
      ctx.goods.get(part.goodsId),
      part.quantity,
      sums.stockQuantity(line, part.goodsId, part.quantity),
      false,
    );
  }
  return {
    line,
    goods: null,
    combination: combo,
    unitPrice: price,
    amount: lineAmount(price, line.number),
    ladderHint: null,
    refusal,
    selected: Boolean(line.isSelected) && refusal === null,
    withCoupon: false,
    fullReduction: null,
    manjianShare: 0,
    storewide: null,
    gift: null,
    shipsFree: false,
    parts,
    priceChanged: null,
  };
}

/** DOMAIN.md pricing steps 1 to 5 over a cart; every line considered, only selected ones in the totals. */
export function priceCart(lines: readonly CartLineLike[], ctx: PricingContext): PricedCart {
  const sums = summer(lines, ctx);
  const priced = lines.map((line) => {
    const p = line.type === 3 ? priceComboLine(line, ctx, sums) : priceGoodsLine(line, ctx, sums);
    const shown = line.shownPrice;
    p.priceChanged =
      shown !== null && shown !== p.unitPrice && p.parts.length > 0 ? { from: shown, to: p.unitPrice } : null;
    return p;
  });
  checkTradeUps(priced, ctx);
  const chosen = priced.filter((p) => p.selected);
  const goodsAmount = chosen.reduce((sum, p) => sum + p.amount, 0);

  const activities = new Map<number, ActivityState>();
  for (const p of priced) {
    if (!p.fullReduction || activities.has(p.fullReduction.id)) continue;
    const members = chosen.filter((c) => c.withCoupon && c.fullReduction?.id === p.fullReduction?.id);
    const eligible = members.reduce((sum, c) => sum + c.amount, 0);
    const result = evaluateFullReduction(p.fullReduction.tiers, eligible);
    const shares = allocateShares(
      result.reduction,
      members.map((m) => m.amount),
    );
    members.forEach((m, i) => (m.manjianShare = shares[i] ?? 0));
    activities.set(p.fullReduction.id, { activity: p.fullReduction, eligible, result });
  }
  const manjianAmount = chosen.reduce((sum, p) => sum + p.manjianShare, 0);
  const shipping = shippingFor({
    lines: chosen.map((p) => ({
      isFreeShippingZone: p.goods?.isFreeShipping === 1,
      quantity: p.line.number,
      freeShippingNumber: p.goods?.freeShippingNumber ?? 0,
      amount: p.amount,
    })),
    goodsTotal: goodsAmount,
  });
  const total = payable({
    goodsTotal: goodsAmount,
    fullReduction: manjianAmount,
    shipping: shipping.shipping_amount,
  });
  return {
    lines: priced,
    goodsAmount,
    manjianAmount,
    shipping,
    payable: total.payable,
    activities: [...activities.values()],
  };
}
