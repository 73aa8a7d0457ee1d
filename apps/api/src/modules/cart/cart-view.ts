import type { CartGoods, CartLine, CartStore, CartTotals } from '@yaocai/contract';
import { formatYuan, priceVisibility, storewideLabel } from '@yaocai/domain';
import type { PricedCart, PricedLine } from './cart-pricing';
import type { PricingContext } from './pricing-context';

/** Cart list filters (query `filter`); 99999 is the spec's default, everything. */
export const CART_FILTERS = [
  { id: 99999, name: '全部商品', test: () => true },
  { id: 1, name: '已选商品', test: (p: PricedLine) => p.selected },
  { id: 2, name: '秒杀特价', test: (p: PricedLine) => p.line.type === 1 },
  { id: 3, name: '组合购', test: (p: PricedLine) => p.line.type === 3 },
  { id: 4, name: '满减商品', test: (p: PricedLine) => p.fullReduction !== null },
  { id: 5, name: '包邮商品', test: (p: PricedLine) => p.goods?.isFreeShipping === 1 },
  { id: 6, name: '失效商品', test: (p: PricedLine) => p.refusal !== null },
] as const;

/** Per request: goods shared by several lines (a goods line and its 秒杀 line) are viewed once. */
export interface CartViewCache {
  pricesVisible: boolean;
  goods: Map<number, Omit<CartGoods, 'ladder_hint'>>;
}

export function cartViewCache(ctx: PricingContext): CartViewCache {
  const viewer = ctx.viewer;
  return {
    pricesVisible: priceVisibility({ loggedIn: true, isPassed: viewer.isPassed }).visible,
    goods: new Map(),
  };
}

function comboView(p: PricedLine, ctx: PricingContext) {
  const combo = p.combination;
  if (!combo)
    return p.line.type === 3
      ? { id: p.line.refId, name: '组合已失效', image: '', price: '0.00', items: [] }
      : null;
  return {
    id: combo.id,
    name: combo.name,
    image: combo.image || (ctx.extras.images.get(combo.items[0]?.goodsId ?? 0)?.[0] ?? ''),
    price: formatYuan(p.unitPrice),
    items: combo.items.map((item) => {
      const g = ctx.goods.get(item.goodsId);
      return {
        goods_id: item.goodsId,
        name: g?.name ?? '商品已下架',
        ypgg: g?.spec ?? '',
        sccj: g?.manufacturer ?? '',
        bzdw: g?.unit ?? '',
        number: item.number,
        price: formatYuan(item.price),
        goods_image: ctx.extras.images.get(item.goodsId)?.[0] ?? '',
      };
    }),
  };
}

function goodsView(p: PricedLine, ctx: PricingContext, cache: CartViewCache): CartGoods | null {
  const row = p.goods;
  if (!row) return null;
  let view = cache.goods.get(row.id);
  if (!view) {
    const stock = ctx.extras.stock.get(row.id);
    view = {
      id: row.id,
      name: row.name,
      ypgg: row.spec,
      sccj: row.manufacturer,
      bzdw: row.unit,
      base_price: cache.pricesVisible ? formatYuan(row.basePrice) : null,
      number: stock?.total ?? 0,
      goods_image: ctx.extras.images.get(row.id) ?? [],
      expires_on: stock?.expiresOn ?? null,
      middle_pack: row.middlePack,
      can_split: row.canSplit ? 1 : 0,
    };
    cache.goods.set(row.id, view);
  }
  const hint = p.ladderHint && { need: p.ladderHint.need, price: formatYuan(p.ladderHint.price) };
  return { ...view, ladder_hint: hint };
}

export function toCartItem(p: PricedLine, ctx: PricingContext, cache = cartViewCache(ctx)): CartLine {
  const offer = p.line.type === 1 ? ctx.flash.get(p.line.refId) : undefined;
  return {
    id: p.line.id,
    type: p.line.type,
    goods_id: p.line.goodsId ?? 0,
    ck_id: p.line.refId,
    goods_type: p.goods?.type ?? 0,
    number: p.line.number,
    price: formatYuan(p.unitPrice),
    amount: formatYuan(p.amount),
    is_selected: p.selected ? 1 : 0,
    with_coupon: p.withCoupon ? 1 : 0,
    goods_manjian_amount: formatYuan(p.manjianShare),
    manjian_id: p.fullReduction?.id ?? 0,
    gift_data: p.gift && {
      total: p.gift.total,
      type: p.gift.type,
      goods_id: p.gift.goodsId,
      name: p.gift.name,
      unit: p.gift.unit,
      buy_number: p.gift.buyNumber,
      gift_number: p.gift.giftNumber,
    },
    goods: goodsView(p, ctx, cache),
    combination: comboView(p, ctx),
    activity: offer
      ? {
          id: offer.id,
          kind: offer.kind,
          price: formatYuan(offer.price),
          limit: offer.limitPerMember,
          bought: ctx.flashBought.get(offer.id) ?? 0,
          ends_at: offer.endsAt.toISOString(),
        }
      : null,
    /** The 全场折扣 that set this line's unit price (the goods' base_price is the price before it). */
    storewide: p.storewide && {
      id: p.storewide.id,
      name: p.storewide.name,
      label: storewideLabel(p.storewide.ratePermille),
    },
    price_changed: p.priceChanged && {
      from: formatYuan(p.priceChanged.from),
      to: formatYuan(p.priceChanged.to),
    },
    is_free_shipping: p.shipsFree ? 1 : 0,
    is_buy: p.refusal ? 0 : 1,
    buy_tip: p.refusal?.message ?? null,
  };
}

export function activityData(cart: PricedCart): CartStore['activity_data'] {
  const manjians = cart.activities
    .flatMap(({ activity, result }) =>
      result.tiers.map((tier) => ({
        id: activity.id,
        name: activity.name,
        amount: formatYuan(tier.amount),
        reduction: formatYuan(tier.reduction),
        status: tier.status,
      })),
    )
    .sort((a, b) => b.status - a.status);
  const activities = cart.activities.map(({ activity, eligible, result }) => ({
    id: activity.id,
    name: activity.name,
    eligible_amount: formatYuan(eligible),
    reduction: formatYuan(result.reduction),
    next: result.next && { need: formatYuan(result.next.need), reduction: formatYuan(result.next.reduction) },
    tiers: result.tiers.map((t) => ({
      amount: formatYuan(t.amount),
      reduction: formatYuan(t.reduction),
      status: t.status,
    })),
  }));
  return { manjians, activities };
}

export function totalsView(cart: PricedCart): CartTotals {
  const chosen = cart.lines.filter((p) => p.selected);
  return {
    goods_amount: formatYuan(cart.goodsAmount),
    manjian_amount: formatYuan(cart.manjianAmount),
    shipping_amount: formatYuan(cart.shipping.shipping_amount),
    payable_amount: formatYuan(cart.payable),
    selected_count: chosen.length,
    selected_number: chosen.reduce((sum, p) => sum + p.line.number, 0),
    total_count: cart.lines.length,
  };
}
