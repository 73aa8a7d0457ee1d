import { isNearExpiry } from '@yaocai/domain';

/** Within this many months an expiry is drawn red; otherwise near-expiry goods are orange. */
export const URGENT_EXPIRY_MONTHS = 3;

export type ExpiryLevel = 'normal' | 'near' | 'urgent';

/** How prominently to draw an expiry date ("YYYY-MM-DD") seen on `today`. */
export function expiryLevel(expiresOn: string | null | undefined, today: Date = new Date()): ExpiryLevel {
  if (!expiresOn || !/^\d{4}-\d{2}-\d{2}$/.test(expiresOn)) return 'normal';
  if (isNearExpiry(expiresOn, today, URGENT_EXPIRY_MONTHS)) return 'urgent';
  return isNearExpiry(expiresOn, today) ? 'near' : 'normal';
}
