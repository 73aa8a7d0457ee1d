import { addMonths, compareDates, daysInMonth, type CalendarDate } from './calendar-date';

/** 定期采购 cadences: every week, every two weeks, every month. */
export const RECURRING_EVERY = ['week', '2weeks', 'month'] as const;
export type RecurringEvery = (typeof RECURRING_EVERY)[number];
export const RECURRING_EVERY_LABELS: Record<RecurringEvery, string> = {
  week: '每周',
  '2weeks': '每两周',
  month: '每月',
};
/** Monthly plans run on days 1–28, so every month has the day. */
export const RECURRING_MONTH_LAST_DAY = 28;
export const RECURRING_PAY = ['balance', 'credit', 'none'] as const;
export type RecurringPay = (typeof RECURRING_PAY)[number];
export const RECURRING_PAY_LABELS: Record<RecurringPay, string> = {
  balance: '余额自动支付',
  credit: '授信自动支付',
  none: '下单后手动支付',
};
export const WEEKDAY_LABELS = ['', '周一', '周二', '周三', '周四', '周五', '周六', '周日'];

/** Monday 1 … Sunday 7. */
export function weekdayOf(date: CalendarDate): number {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return d === 0 ? 7 : d;
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Whether `day` fits the cadence: a weekday 1–7 for weeks, a day of month 1–28 for months. */
export function validRecurringDay(every: RecurringEvery, day: number): boolean {
  if (!Number.isInteger(day) || day < 1) return false;
  return every === 'month' ? day <= RECURRING_MONTH_LAST_DAY : day <= 7;
}

/** The first day on or after `from` that the plan orders on. */
export function firstRunOn(every: RecurringEvery, day: number, from: CalendarDate): CalendarDate {
  if (every === 'month') {
    const here = { ...from, day };
    return compareDates(here, from) >= 0 ? here : { ...addMonths({ ...from, day: 1 }, 1), day };
  }
  return addDays(from, (day - weekdayOf(from) + 7) % 7);
}

/** The run after the one on `last`. */
export function followingRunOn(every: RecurringEvery, day: number, last: CalendarDate): CalendarDate {
  if (every === 'week') return addDays(last, 7);
  if (every === '2weeks') return addDays(last, 14);
  const next = addMonths({ ...last, day: 1 }, 1);
  return { ...next, day: Math.min(day, daysInMonth(next.year, next.month)) };
}

/**
 * A plan whose day went by while no job ran (server down) skips the missed days: the first run of its
 * cadence on or after today. A run due today is still made, once.
 */
export function catchUpRunOn(
  every: RecurringEvery,
  day: number,
  next: CalendarDate,
  today: CalendarDate,
): CalendarDate {
  let at = next;
  while (compareDates(at, today) < 0) at = followingRunOn(every, day, at);
  return at;
}
