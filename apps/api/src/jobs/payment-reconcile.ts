import type { AppContext } from '../app-context';
import { reconcileOnlinePayments } from '../modules/checkout/index';
import { reconcileRefunds } from '../modules/wallet/index';
import type { PeriodicJob } from './periodic-job';

/**
 * Missed notices: asks Alipay / WeChat Pay about online payments still open after 2 minutes and
 * settles or closes them, and sends or asks about provider refunds left unfinished. Each payment is
 * leased to one instance per round (checked_at), each refund claimed by a conditional update.
 */
export const paymentReconcile = ({ db, payments, config }: AppContext): PeriodicJob | null => {
  if (!(config.paymentReconcileMs > 0)) return null;
  return {
    name: 'online payment reconciliation',
    intervalMs: config.paymentReconcileMs,
    firstRunAfterMs: 20_000,
    async run(stop) {
      await reconcileOnlinePayments(db, payments, new Date(), stop);
      if (!stop.aborted) await reconcileRefunds(db, payments, new Date());
    },
  };
};
