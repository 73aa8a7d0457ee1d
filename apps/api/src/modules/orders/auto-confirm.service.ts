import { AUTO_CONFIRM_DAYS_AFTER_SIGNED } from '@yaocai/domain';
import type { Database } from '../../db/client';
import { completeShipped } from './order-actions.service';
import { ordersSignedBefore } from './parcels.repository';

const DAY_MS = 86_400_000;
export const AUTO_CONFIRM_BATCH = 100;

/**
 * 自动确认收货: shipped orders whose parcel was signed for AUTO_CONFIRM_DAYS_AFTER_SIGNED days ago
 * complete through the same step as the buyer's 确认收货. The move from shipped is conditional, so an
 * order confirmed meanwhile (by its buyer or another instance's run) is skipped; returns how many completed.
 */
export async function autoConfirmSignedOrders(db: Database, now = new Date()) {
  const signedBefore = new Date(now.getTime() - AUTO_CONFIRM_DAYS_AFTER_SIGNED * DAY_MS);
  let completed = 0;
  for (;;) {
    const ids = await ordersSignedBefore(db, signedBefore, AUTO_CONFIRM_BATCH);
    let moved = 0;
    for (const id of ids) {
      if (
        await completeShipped(db, id, `快件签收满${AUTO_CONFIRM_DAYS_AFTER_SIGNED}天，系统自动确认收货`, now)
      )
        moved++;
    }
    completed += moved;
    if (ids.length < AUTO_CONFIRM_BATCH || moved === 0) return completed;
  }
}
