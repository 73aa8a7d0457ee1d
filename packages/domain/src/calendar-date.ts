/**
 * Expiry and qualification dates are calendar dates in China time. Working on plain
 * year/month/day keeps the rules independent of the server's time zone.
 */
export interface CalendarDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// China has had no daylight saving since 1991, so a fixed offset is exact.
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** "2025-06-30" is taken as written; a Date or timestamp string is read in Asia/Shanghai. */
export function toCalendarDate(value: Date | string): CalendarDate {
  if (typeof value === 'string') {
    const match = ISO_DATE.exec(value);
    if (match) {
      const year = Number(match[1]);
      const month = Number(match[2]);
      const day = Number(match[3]);
      if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
        throw new RangeError(`not a calendar date: ${value}`);
      }
      return { year, month, day };
    }
  }
  const time = typeof value === 'string' ? Date.parse(value) : value.getTime();
  if (Number.isNaN(time)) throw new RangeError(`not a date: ${String(value)}`);
  const shanghai = new Date(time + SHANGHAI_OFFSET_MS);
  return { year: shanghai.getUTCFullYear(), month: shanghai.getUTCMonth() + 1, day: shanghai.getUTCDate() };
}

/** Calendar months; the day is clamped, so 08-31 plus six months is the last day of February. */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

function dayNumber(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / DAY_MS;
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return Math.sign(dayNumber(a) - dayNumber(b));
}

/** Whole days from `from` to `to`; negative when `to` is earlier. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return dayNumber(to) - dayNumber(from);
}

export function formatDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}
