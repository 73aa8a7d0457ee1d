import type { Database } from '../../db/client';
import { shanghaiDateTime } from '../../lib/shanghai-day';
import { expiringDocuments } from '../account/index';
import { couponsAboutToExpire } from '../wallet/index';
import { notifyOnce } from './message.service';

const DEFAULT_SWEEP_SECONDS = 3600;

export function reminderIntervalMs(env: NodeJS.ProcessEnv = process.env) {
  const seconds = Number(env.REMINDER_SWEEP_SECONDS);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_SWEEP_SECONDS) * 1000;
}

/**
 * Tells members of what is about to expire: a licence in force within 30 days (once per document and
 * expiry date), an unused coupon within 3 days (once per coupon). Safe to run often and on several
 * instances at once: each reminder has a key the member can receive only once. Returns how many were sent.
 * `stop` (the server closing) ends the sweep between two reminders; the next sweep sends the rest.
 */
export async function sendExpiryReminders(db: Database, now = new Date(), stop?: AbortSignal) {
  let sent = 0;
  for (const { memberIds, documents } of await expiringDocuments(db, now)) {
    for (const document of documents) {
      for (const memberId of memberIds) {
        if (stop?.aborted) return sent;
        const told = await notifyOnce(
          db,
          memberId,
          `qualification:${document.id}:${document.expires_on}`,
          {
            kind: 'qualification',
            title: `${document.kind}即将到期`,
            content: `您的${document.kind}（${document.number}）将于${document.expires_on}到期，还剩${document.days_left}天。过期后将无法下单，请在“资质证件”中及时上传新证。`,
            link: '/zzzj',
          },
          now,
        );
        if (told) sent += 1;
      }
    }
  }
  for (const coupon of await couponsAboutToExpire(db, now)) {
    if (stop?.aborted) return sent;
    const told = await notifyOnce(
      db,
      coupon.memberId,
      `coupon:${coupon.id}`,
      {
        kind: 'coupon',
        title: '优惠券即将过期',
        content: `您的优惠券“${coupon.name}”（${coupon.label}）将于${shanghaiDateTime(coupon.validTo)}过期，请尽快使用。`,
        link: '/yhq',
      },
      now,
    );
    if (told) sent += 1;
  }
  return sent;
}
