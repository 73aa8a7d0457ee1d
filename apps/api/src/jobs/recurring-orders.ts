import type { AppContext } from '../app-context';
import { runDueRecurringOrders } from '../modules/repeat/index';
import type { PeriodicJob } from './periodic-job';

/**
 * 定期采购: every plan due today (Asia/Shanghai) orders through the buyer's checkout. Each plan's day
 * is claimed by a unique (plan, day) row, so instances running this at once order it once; a server
 * back the same day orders that day's plans on its first round.
 */
export const recurringOrders = ({ db, payments }: AppContext): PeriodicJob => ({
  name: 'recurring orders',
  intervalMs: 5 * 60_000,
  firstRunAfterMs: 30_000,
  async run() {
    await runDueRecurringOrders(db, payments);
  },
});
