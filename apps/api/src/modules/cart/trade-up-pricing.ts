import type { CartTradeUp } from '@yaocai/contract';
import {
  formatYuan,
  TRADE_UP_LINE_TYPE,
  tradeUpActivityHint,
  tradeUpProgress,
  tradeUpRefusal,
  type TradeUpLine,
  type TradeUpOffer,
} from '@yaocai/domain';
import type { RunningTradeUp, TradeUpOfferRow } from '../marketing/index';
import type { Refusal } from '../../shared/refusal-errors';
import type { PricedLine } from './cart-pricing.types';
import type { PricingContext } from './pricing-context';

/** 换购 in the cart: the offer of a trade-up line, its threshold over the other selected goods, the banners. */

const offerOf = (row: TradeUpOfferRow, goodsName: string): TradeUpOffer => ({
  threshold: row.threshold,
  triggerGoodsIds: [],
  goodsId: row.goodsId,
  goodsName,
  price: row.price,
  limitPerOrder: row.limitPerOrder,
});

/** A trade-up line's own offer: it must exist for that goods and its activity be switched on and running. */
export function tradeUpOfferRefusal(
  row: TradeUpOfferRow | undefined,
  goodsId: number,
  now: Date,
): Refusal | null {
  if (!row || row.goodsId !== goodsId) return { status: 404, message: '换购活动不存在' };
  if (row.startsAt > now) return { status: 409, message: '换购活动未开始' };
  if (!row.isOn || row.endsAt <= now) return { status: 409, message: '换购活动已结束，请删除后按原价购买' };
  return null;
}

/**
 * What counts towards a threshold: the amounts (after ladder, activity price and 全场折扣, before order
 * discounts, as 满减 tiers are reached) of the selected lines that are not trade-up lines themselves.
 */
function countedLines(priced: readonly PricedLine[]): TradeUpLine[] {
  return priced
    .filter((p) => p.selected)
    .flatMap((p) =>
      p.parts.map((part) => ({
        goodsId: part.goodsId,
        amount: part.amount,
        tradeUp: p.line.type === TRADE_UP_LINE_TYPE,
      })),
    );
}

/**
 * Refuses each trade-up line whose activity's threshold the other selected goods no longer reach, or
 * whose quantity is above its per-order limit; a refused line is not bought.
 */
export function checkTradeUps(priced: PricedLine[], ctx: PricingContext) {
  const counted = countedLines(priced);
  for (const p of priced) {
    if (p.line.type !== TRADE_UP_LINE_TYPE || p.refusal) continue;
    const row = ctx.tradeUps.get(p.line.refId)!;
    const message = tradeUpRefusal(offerOf(row, p.goods?.name ?? ''), counted, p.line.number);
    if (message === null) continue;
    p.refusal = { status: p.line.number > row.limitPerOrder ? 422 : 409, message };
    p.selected = false;
  }
}

/** GET /api/cart/list `trade_ups`: each running activity against the selected goods, with its goods. */
export function tradeUpsView(
  priced: readonly PricedLine[],
  running: readonly RunningTradeUp[],
): CartTradeUp[] {
  const counted = countedLines(priced);
  const inCart = new Map(
    priced.filter((p) => p.line.type === TRADE_UP_LINE_TYPE).map((p) => [p.line.refId, p.line.number]),
  );
  const views = new Map<number, CartTradeUp>();
  for (const row of running) {
    let view = views.get(row.activityId);
    if (!view) {
      const progress = tradeUpProgress(offerOf(row, row.goodsName), counted);
      view = {
        id: row.activityId,
        name: row.activityName,
        threshold: formatYuan(row.threshold),
        spent: formatYuan(progress.spent),
        reached: progress.reached ? 1 : 0,
        missing: formatYuan(progress.missing),
        hint: tradeUpActivityHint(row.threshold, progress.spent),
        goods: [],
      };
      views.set(row.activityId, view);
    }
    view.goods.push({
      id: row.id,
      goods_id: row.goodsId,
      name: row.goodsName,
      spec: row.spec,
      unit: row.unit,
      image: row.image,
      base_price: formatYuan(row.basePrice),
      price: formatYuan(row.price),
      limit_per_order: row.limitPerOrder,
      in_cart: inCart.get(row.id) ?? 0,
    });
  }
  return [...views.values()];
}
