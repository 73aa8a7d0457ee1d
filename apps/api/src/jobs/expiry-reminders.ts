import type { AppContext } from '../app-context';
import { reminderIntervalMs, sendExpiryReminders } from '../modules/service/index';
import type { PeriodicJob } from './periodic-job';

/** Messages about licences and coupons about to expire; each reminder is sent once (dedupe key). */
export const expiryReminders = ({ db }: AppContext): PeriodicJob => ({
  name: 'expiry reminder sweep',
  intervalMs: reminderIntervalMs(),
  firstRunAfterMs: 30_000,
  async run(stop) {
    await sendExpiryReminders(db, new Date(), stop);
  },
});
