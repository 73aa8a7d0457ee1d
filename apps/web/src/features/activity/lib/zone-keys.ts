/** What the activity pages read from their URLs: zone keys, goods ids and template texts. */
import { ACTIVITY_ZONE_KEY } from '@yaocai/contract';

const MAX_KEYS = 20;
const MAX_GOODS = 60;

/** "spike,mj3,7" → ['spike', 'mj3', 'mj7']: valid keys only, a bare number is a 满减 activity, no repeats. */
export function parseZoneKeys(value: string | null | undefined): string[] {
  const keys: string[] = [];
  for (const raw of (value ?? '').split(',')) {
    const key = raw.trim();
    if (!ACTIVITY_ZONE_KEY.test(key)) continue;
    const canonical = /^\d+$/.test(key) ? `mj${Number(key)}` : key;
    if (!keys.includes(canonical)) keys.push(canonical);
    if (keys.length === MAX_KEYS) break;
  }
  return keys;
}

/** "12,15,x,12" → [12, 15]: positive goods ids, no repeats, at most 60. */
export function parseGoodsIds(value: string | null | undefined): number[] {
  const ids: number[] = [];
  for (const raw of (value ?? '').split(',')) {
    if (!/^\d{1,9}$/.test(raw.trim())) continue;
    const id = Number(raw.trim());
    if (id > 0 && !ids.includes(id)) ids.push(id);
    if (ids.length === MAX_GOODS) break;
  }
  return ids;
}

/** A text an operator put in a template URL (?title=…), trimmed and bounded; the fallback when empty. */
export function templateText(value: string | null | undefined, fallback: string, max = 30): string {
  const text = (value ?? '').replace(/\s+/g, ' ').trim().slice(0, max);
  return text || fallback;
}

/** Unix seconds of an ISO time (for the shared Countdown). */
export const toSeconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

/**
 * A link from a template URL (?link=): same-site paths only (optionally starred, spec §8), so a
 * crafted URL cannot send buyers elsewhere; anything else is an empty link (活动暂未开始).
 */
export function templateLink(value: string | null | undefined): string {
  const link = (value ?? '').trim().slice(0, 300);
  return /^\*?\/(?![/\\])/.test(link) ? link : '';
}
