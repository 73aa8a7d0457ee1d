import { formatYuan } from './money';

/**
 * 到货通知 and 降价通知: a member asks to be told once when a goods is back in stock, or when the price
 * shown to them falls (below a price they name, else below the price when they subscribed).
 * A subscription is active until the message is sent, then done; subscribing again re-arms it.
 */

export const SUBSCRIPTION_TYPES = ['arrival', 'price'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'done'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_TYPE_LABELS: Record<SubscriptionType, string> = {
  arrival: '到货通知',
  price: '降价通知',
};

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: '等待通知',
  done: '已通知',
};

export function isSubscriptionType(value: unknown): value is SubscriptionType {
  return typeof value === 'string' && (SUBSCRIPTION_TYPES as readonly string[]).includes(value);
}

export function isSubscriptionStatus(value: unknown): value is SubscriptionStatus {
  return typeof value === 'string' && (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);
}

/** What the goods looks like to the member right now. */
export interface GoodsOfferFacts {
  /** Sellable stock over all batches. */
  stock: number;
  /** One unit's price as shown to the member (fen); null when prices are hidden from them. */
  price: number | null;
}

/**
 * Whether a price drop counts: the member's price is below the price they named, or, without one,
 * below their price when they subscribed. A hidden price never counts.
 */
export function priceDropReached(input: {
  current: number | null;
  target: number | null;
  base: number | null;
}): boolean {
  const { current, target, base } = input;
  if (current === null) return false;
  if (target !== null) return current < target;
  if (base !== null) return current < base;
  return false;
}

/** Whether an active subscription's message is due. */
export function subscriptionDue(
  sub: { type: SubscriptionType; target: number | null; base: number | null },
  offer: GoodsOfferFacts,
): boolean {
  if (sub.type === 'arrival') return offer.stock > 0;
  return priceDropReached({ current: offer.price, target: sub.target, base: sub.base });
}

/**
 * Why a member may not subscribe as asked, naming the field at fault; null when they may.
 * 到货通知 is for goods out of stock; 降价通知 needs a visible price, and a named price below it.
 */
export function subscriptionRefusal(
  request: { type: SubscriptionType; target: number | null },
  offer: GoodsOfferFacts,
): { field: 'type' | 'price'; message: string } | null {
  if (request.type === 'arrival') {
    return offer.stock > 0 ? { field: 'type', message: '该商品有货，可直接采购，无需订阅到货通知' } : null;
  }
  if (offer.price === null) return { field: 'type', message: '资质审核通过后才能订阅降价通知' };
  if (request.target !== null && request.target >= offer.price) {
    return { field: 'price', message: `期望价格须低于当前供货价¥${formatYuan(offer.price)}` };
  }
  return null;
}
