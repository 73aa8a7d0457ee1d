/**
 * When a webhook delivery that failed (an error answer, a network error or a 10 s timeout) is tried
 * again: about 1 s, 5 s, 30 s, 5 min, 30 min and 2 h after the previous attempt, then every 6 h
 * until 3 days after the first attempt; after that it is given up (failed, shown in the console).
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const WEBHOOK_RETRY_DELAYS_MS = [
  1 * SECOND,
  5 * SECOND,
  30 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
] as const;
export const WEBHOOK_RETRY_EVERY_MS = 6 * HOUR;
export const WEBHOOK_GIVE_UP_AFTER_MS = 3 * 24 * HOUR;
/** An attempt that takes longer is abandoned and counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10 * SECOND;

const delayAfter = (attempts: number) => WEBHOOK_RETRY_DELAYS_MS[attempts - 1] ?? WEBHOOK_RETRY_EVERY_MS;

/**
 * How long after the `attempts`-th failed attempt (1 = the first) the next one is due, or null when
 * that would fall more than 3 days after the first attempt. Counted on the schedule, not the clock,
 * so a slow receiver or a worker that was down does not shorten the 3 days.
 */
export function webhookRetryDelay(attempts: number): number | null {
  if (!Number.isInteger(attempts) || attempts < 1) return null;
  let offset = 0;
  for (let n = 1; n <= attempts; n++) offset += delayAfter(n);
  return offset <= WEBHOOK_GIVE_UP_AFTER_MS ? delayAfter(attempts) : null;
}

/** How many attempts a delivery gets at most before it is marked failed. */
export function webhookMaxAttempts(): number {
  let attempts = 1;
  while (webhookRetryDelay(attempts) !== null) attempts++;
  return attempts;
}

/** The events an ERP can subscribe to, with what the console calls them. */
export const WEBHOOK_EVENT_LABELS = {
  'order.created': '订单已提交',
  'order.paid': '订单已支付',
  'order.shipped': '订单已发货',
  'order.cancelled': '订单已取消',
  'after_sale.refunded': '售后已退款',
  'member.approved': '会员资质审核通过',
} as const;
export type WebhookEventType = keyof typeof WEBHOOK_EVENT_LABELS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENT_LABELS) as WebhookEventType[];

export function isWebhookEventType(value: unknown): value is WebhookEventType {
  return typeof value === 'string' && Object.hasOwn(WEBHOOK_EVENT_LABELS, value);
}
