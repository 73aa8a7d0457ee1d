import type { WebhookDelivery } from '@yaocai/contract';

export const DELIVERY_STATUS: Record<WebhookDelivery['status'], { label: string; color: string }> = {
  pending: { label: '投递中', color: 'processing' },
  succeeded: { label: '已送达', color: 'success' },
  failed: { label: '投递失败', color: 'error' },
};

export const DELIVERY_STATUS_OPTIONS = Object.entries(DELIVERY_STATUS).map(([value, { label }]) => ({
  value,
  label,
}));

/** An attempt's outcome in a few words: the HTTP status, or why none came. */
export function attemptOutcome(attempt: { status_code: number | null; error: string }): string {
  if (attempt.status_code !== null && attempt.error === '') return `HTTP ${attempt.status_code}`;
  return attempt.error || (attempt.status_code === null ? '无响应' : `HTTP ${attempt.status_code}`);
}

/** The names of the subscribed events, in the catalogue's order. */
export function eventNames(events: readonly string[], catalogue: readonly { code: string; name: string }[]) {
  return catalogue.filter((type) => events.includes(type.code)).map((type) => type.name);
}
