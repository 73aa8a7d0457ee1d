import { formatDate, toCalendarDate } from '@yaocai/domain';

const DAY_MS = 24 * 60 * 60 * 1000;
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** "YYYY-MM-DD" of `now` in China time. */
export const isoDay = (now: Date) => formatDate(toCalendarDate(now));

export function addDaysIso(day: string, days: number): string {
  const d = toCalendarDate(day);
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return formatDate({ year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() });
}

/** Midnight starting the China-time day of `now`, moved by `days`. */
export function shanghaiMidnight(now: Date, days = 0): Date {
  const d = toCalendarDate(now);
  return new Date(Date.UTC(d.year, d.month - 1, d.day + days) - SHANGHAI_OFFSET_MS);
}

export const addHours = (date: Date, hours: number) => new Date(date.getTime() + hours * 60 * 60 * 1000);
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

// Batch dates as day numbers (days since 1970-01-01): a 100,000-goods seed makes a few hundred
// thousand of them, so the arithmetic stays on integers and each day's text is made once.
const isoByDay = new Map<number, string>();

export const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);

export function isoOfDay(day: number): string {
  let iso = isoByDay.get(day);
  if (iso === undefined) {
    iso = new Date(day * DAY_MS).toISOString().slice(0, 10);
    isoByDay.set(day, iso);
  }
  return iso;
}

/** The same day `months` calendar months earlier, clamped to the month's end (08-31 → 02-28). */
export function monthsBefore(day: number, months: number): number {
  const date = new Date(day * DAY_MS);
  const index = date.getUTCFullYear() * 12 + date.getUTCMonth() - months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Math.round(Date.UTC(year, month, Math.min(date.getUTCDate(), last)) / DAY_MS);
}
