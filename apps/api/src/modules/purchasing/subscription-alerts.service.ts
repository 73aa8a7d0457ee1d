import { formatYuan, subscriptionDue, SUBSCRIPTION_TYPES, type SubscriptionType } from '@yaocai/domain';
import type { Database } from '../../db/client';
import type { Viewer } from '../../shared/viewer';
import { goodsOffer, offerTo, type OfferView } from '../catalog/index';
import { notify, type Notice } from '../service/index';
import * as repo from './subscription.repository';

export const goodsLink = (goodsId: number) => `/list/info/${goodsId}`;

const asViewer = (v: repo.SubscriberRow['viewer']): Viewer => ({
  ...v,
  isPassed: v.isPassed === 1,
  isSpecial: v.isSpecial === 1,
  permissions: [],
  // Prices only: nothing here asks whether the agreement is signed.
  contractSigned: false,
});

function noticeOf(sub: repo.SubscriptionRow, seen: OfferView): Notice {
  const g = seen.view;
  const what = `“${g.name}${g.ypgg ? ` ${g.ypgg}` : ''}”（${g.sccj}）`;
  const link = goodsLink(sub.goodsId);
  if (sub.type === 'arrival') {
    return {
      kind: 'goods_alert',
      title: `到货通知：${g.name}已到货`,
      content: `您订阅到货通知的${what}已到货，当前库存${seen.stock}${g.bzdw}，库存有限，欢迎尽快采购。`,
      link,
    };
  }
  const before =
    sub.targetPrice !== null
      ? `低于您的期望价¥${formatYuan(sub.targetPrice)}`
      : `订阅时为¥${formatYuan(sub.basePrice ?? 0)}`;
  return {
    kind: 'goods_alert',
    title: `降价通知：${g.name}已降价`,
    content: `您订阅降价通知的${what}供货价已降至¥${formatYuan(seen.price ?? 0)}/${g.bzdw}（${before}），欢迎选购。`,
    link,
  };
}

/**
 * Sends the messages now due for a goods that a write just changed (stock received, price lowered),
 * inside that write's transaction: each subscription is marked done by a conditional update before its
 * message is written, so a message is sent once and only if the change is kept. Returns how many.
 */
export async function alertSubscribers(
  db: Database,
  goodsId: number,
  types: readonly SubscriptionType[] = SUBSCRIPTION_TYPES,
  now = new Date(),
): Promise<number> {
  const subscribers = await repo.activeSubscribers(db, goodsId, types);
  if (subscribers.length === 0) return 0;
  const offer = await goodsOffer(db, goodsId, now);
  if (!offer) return 0;
  let sent = 0;
  for (const { sub, viewer } of subscribers) {
    const seen = offerTo(offer, asViewer(viewer));
    if (!seen) continue;
    const due = subscriptionDue(
      { type: sub.type as SubscriptionType, target: sub.targetPrice, base: sub.basePrice },
      { stock: seen.stock, price: seen.price },
    );
    if (!due || !(await repo.markDone(db, sub.id, now))) continue;
    await notify(db, sub.memberId, noticeOf(sub, seen), now);
    sent++;
  }
  return sent;
}

/** After units went back on these batches (a refund before shipping): 到货通知 of their goods. */
export async function alertArrivalsAt(db: Database, batchIds: readonly number[], now = new Date()) {
  let sent = 0;
  for (const goodsId of await repo.goodsAwaitedIn(db, batchIds))
    sent += await alertSubscribers(db, goodsId, ['arrival'], now);
  return sent;
}
