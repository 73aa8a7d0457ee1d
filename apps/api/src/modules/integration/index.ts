export { hostPolicyOf } from './webhook-address';
export { recordEvent } from './webhook-events.service';
export { WEBHOOK_BATCH, deliverDueWebhooks } from './webhook-worker';
