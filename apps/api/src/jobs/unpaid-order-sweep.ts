import type { AppContext } from '../app-context';
import { sweepIntervalMs, sweepExpiredOrders } from '../modules/orders/index';
import { sweepCancelled, sweepRuns } from '../observability/metrics';
import type { PeriodicJob } from './periodic-job';

/** Cancels orders left unpaid past their time (and store orders never approved), returning their stock. */
export const unpaidOrderSweep = ({ db }: AppContext): PeriodicJob => ({
  name: 'unpaid order sweep',
  intervalMs: sweepIntervalMs(),
  async run() {
    try {
      sweepCancelled.inc(await sweepExpiredOrders(db));
      sweepRuns.inc({ result: 'ok' });
    } catch (err) {
      sweepRuns.inc({ result: 'failed' });
      throw err;
    }
  },
});
