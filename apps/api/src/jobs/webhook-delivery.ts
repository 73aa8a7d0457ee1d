import type { AppContext } from '../app-context';
import { deliverDueWebhooks, hostPolicyOf, WEBHOOK_BATCH } from '../modules/integration/index';
import type { PeriodicJob } from './periodic-job';

/** Posts due webhook deliveries; a round that filled its batch runs again at once. */
export const webhookDelivery = ({ db, config }: AppContext): PeriodicJob | null => {
  if (!(config.webhooks.pollMs > 0)) return null;
  const policy = hostPolicyOf(config);
  return {
    name: 'webhook delivery round',
    intervalMs: config.webhooks.pollMs,
    async run(stop) {
      let result = await deliverDueWebhooks(db, policy);
      while (!stop.aborted && result.attempted === WEBHOOK_BATCH)
        result = await deliverDueWebhooks(db, policy);
    },
  };
};
