import type {
  GoodsSubscription,
  SubscribeAnswer,
  subscribeBody,
  SubscriptionDeleteAnswer,
  SubscriptionListAnswer,
  subscriptionListQuery,
} from '@yaocai/contract';
import {
  formatYuan,
  isSubscriptionStatus,
  isSubscriptionType,
  subscriptionRefusal,
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_TYPE_LABELS,
  type SubscriptionStatus,
  type SubscriptionType,
} from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { invalid, notFound } from '../../lib/http-errors';
import type { Viewer } from '../../shared/viewer';
import { goodsCards, goodsOffer, offerTo, type GoodsView } from '../catalog/index';
import * as repo from './subscription.repository';

const PAGE_SIZE = 10;

const yuanOrNull = (fen: number | null) => (fen === null ? null : formatYuan(fen));

interface GoodsFacts {
  name: string;
  spec: string;
  unit: string;
  manufacturer: string;
}

/** A subscription as the member reads it; `card` is the goods as shown to them now (null once not on sale). */
function view(sub: repo.SubscriptionRow, goods: GoodsFacts, card: GoodsView | null): GoodsSubscription {
  const type: SubscriptionType = isSubscriptionType(sub.type) ? sub.type : 'arrival';
  const status: SubscriptionStatus = isSubscriptionStatus(sub.status) ? sub.status : 'active';
  return {
    id: sub.id,
    type,
    type_name: SUBSCRIPTION_TYPE_LABELS[type],
    status,
    status_name: SUBSCRIPTION_STATUS_LABELS[status],
    target_price: yuanOrNull(sub.targetPrice),
    base_price: yuanOrNull(sub.basePrice),
    goods: {
      id: sub.goodsId,
      name: goods.name,
      spec: goods.spec,
      manufacturer: goods.manufacturer,
      unit: goods.unit,
      image: card?.goods_image[0] ?? `/img/goods/${sub.goodsId}.svg`,
      price: card ? (card.discount_price ?? card.base_price) : null,
      stock: card?.number ?? 0,
      on_sale: card ? 1 : 0,
    },
    created_at: sub.createdAt.toISOString(),
    notified_at: sub.notifiedAt?.toISOString() ?? null,
  };
}

/**
 * POST /api/goods/{id}/subscribe: 到货通知 for goods out of stock, 降价通知 (below a named price, else
 * below today's price) for goods whose price the member sees. Subscribing again re-arms the same one.
 */
export async function subscribe(
  db: Database,
  viewer: Viewer,
  goodsId: number,
  input: z.output<typeof subscribeBody>,
  now = new Date(),
): Promise<SubscribeAnswer> {
  const offer = await goodsOffer(db, goodsId, now);
  const seen = offer && offerTo(offer, viewer);
  if (!seen) throw notFound('商品');
  const target = input.type === 'price' ? (input.price ?? null) : null;
  const refusal = subscriptionRefusal({ type: input.type, target }, { stock: seen.stock, price: seen.price });
  if (refusal) throw invalid(refusal.field, refusal.message);
  const saved = await repo.upsertSubscription(db, {
    memberId: viewer.memberId,
    goodsId,
    type: input.type,
    targetPrice: target,
    basePrice: input.type === 'price' ? seen.price : null,
    at: now,
  });
  const g = seen.view;
  return view(saved, { name: g.name, spec: g.ypgg, unit: g.bzdw, manufacturer: g.sccj }, g);
}

/** GET /api/user/subscriptions: the member's subscriptions, newest first, with the goods as it is now. */
export async function memberSubscriptions(
  db: Database,
  viewer: Viewer,
  q: z.output<typeof subscriptionListQuery>,
): Promise<SubscriptionListAnswer> {
  const [{ rows, total }, counts] = await Promise.all([
    repo.memberPage(
      db,
      viewer.memberId,
      { type: q.type, status: q.status, goodsId: q.goods_id },
      (q.page - 1) * PAGE_SIZE,
      PAGE_SIZE,
    ),
    repo.statusCounts(db, viewer.memberId),
  ]);
  const cards = await goodsCards(db, [...new Set(rows.map((r) => r.sub.goodsId))], viewer);
  const byId = new Map(cards.map((c) => [c.id, c]));
  return {
    list: rows.map((r) => view(r.sub, r, byId.get(r.sub.goodsId) ?? null)),
    total,
    page: q.page,
    page_size: PAGE_SIZE,
    counts: Object.fromEntries(SUBSCRIPTION_STATUSES.map((s) => [s, counts.get(s) ?? 0])) as Record<
      SubscriptionStatus,
      number
    >,
  };
}

/** DELETE /api/user/subscriptions/{id}: only the member's own; anyone else's is not found. */
export async function cancelSubscription(
  db: Database,
  viewer: Viewer,
  id: number,
): Promise<SubscriptionDeleteAnswer> {
  if (!(await repo.deleteOwn(db, id, viewer.memberId))) throw notFound('通知订阅');
  return { id };
}
