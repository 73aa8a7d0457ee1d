import { addMonths, formatDate, toCalendarDate } from '@yaocai/domain';

const DAY_MS = 24 * 60 * 60 * 1000;
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** "YYYY-MM-DD" of `now` in China time. */
export const isoDay = (now: Date) => formatDate(toCalendarDate(now));

export function addDaysIso(day: string, days: number): string {
  const d = toCalendarDate(day);
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return formatDate({ year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() });
}

export const addMonthsIso = (day: string, months: number) =>
  formatDate(addMonths(toCalendarDate(day), months));

/** Midnight starting the China-time day of `now`, moved by `days`. */
export function shanghaiMidnight(now: Date, days = 0): Date {
  const d = toCalendarDate(now);
  return new Date(Date.UTC(d.year, d.month - 1, d.day + days) - SHANGHAI_OFFSET_MS);
}

export const addHours = (date: Date, hours: number) => new Date(date.getTime() + hours * 60 * 60 * 1000);
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
