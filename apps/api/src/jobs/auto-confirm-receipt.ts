import type { AppContext } from '../app-context';
import { autoConfirmSignedOrders } from '../modules/orders/index';
import type { PeriodicJob } from './periodic-job';

/**
 * 自动确认收货: completes shipped orders whose parcel was signed for AUTO_CONFIRM_DAYS_AFTER_SIGNED days
 * ago (packages/domain), through the buyer's 确认收货 step; the conditional move makes each once.
 */
export const autoConfirmReceipt = ({ db }: AppContext): PeriodicJob => ({
  name: 'auto confirm receipt',
  intervalMs: 10 * 60_000,
  firstRunAfterMs: 45_000,
  async run() {
    await autoConfirmSignedOrders(db);
  },
});
