import { useState } from 'react';

/**
 * A fresh submission token: 'ck-' + 32 hex digits. getRandomValues works outside secure contexts too
 * (randomUUID does not), so a storefront served over plain http inside a LAN still gets one.
 */
export function newIdempotencyKey(
  fill: (bytes: Uint8Array<ArrayBuffer>) => void = (b) => void crypto.getRandomValues(b),
): string {
  const bytes = new Uint8Array(16);
  fill(bytes);
  return `ck-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * One key per visit of the checkout page: every submit of this visit sends the same key, so a double
 * click (or a retry after a lost answer) makes one order. Leaving and coming back is a new visit.
 */
export function useIdempotencyKey(): string {
  const [key] = useState(() => newIdempotencyKey());
  return key;
}
