import type { AppContext } from '../app-context';
import { followDueParcels } from '../modules/orders/index';
import type { PeriodicJob } from './periodic-job';

/**
 * Subscribes shipped parcels with the carrier service (快递100) after the shipping commit, retrying
 * refusals and outages with a growing wait; each parcel is leased, so instances never attempt it twice.
 */
export const parcelSubscriptions = ({ db, logistics }: AppContext): PeriodicJob => ({
  name: 'parcel subscriptions',
  intervalMs: 60_000,
  firstRunAfterMs: 20_000,
  async run(stop) {
    let round = await followDueParcels(db, logistics);
    while (!stop.aborted && round.attempted > 0 && round.subscribed === round.attempted) {
      round = await followDueParcels(db, logistics);
    }
  },
});
