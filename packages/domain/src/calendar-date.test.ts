import { describe, expect, it } from 'vitest';
import {
  addMonths,
  compareDates,
  daysBetween,
  daysInMonth,
  formatDate,
  toCalendarDate,
} from './calendar-date';

describe('toCalendarDate', () => {
  it.each([
    ['2025-06-30', '2025-06-30'],
    ['2024-02-29', '2024-02-29'],
    ['2025-01-01T00:00:00+08:00', '2025-01-01'],
    ['2024-12-31T16:00:00Z', '2025-01-01'],
    ['2024-12-31T15:59:59Z', '2024-12-31'],
    [new Date('2024-12-31T16:30:00Z'), '2025-01-01'],
    [new Date('2025-03-10T03:00:00Z'), '2025-03-10'],
  ])('%j → %s', (value, expected) => {
    expect(formatDate(toCalendarDate(value))).toBe(expected);
  });

  it.each([
    ['2025-02-29'],
    ['2025-13-01'],
    ['2025-00-10'],
    ['2025-04-31'],
    ['not a date'],
    [''],
    [new Date(NaN)],
  ])('refuses %j', (value) => {
    expect(() => toCalendarDate(value)).toThrow(RangeError);
  });
});

describe('addMonths', () => {
  it.each([
    ['2025-01-15', 6, '2025-07-15'],
    ['2025-08-31', 6, '2026-02-28'],
    ['2023-08-31', 6, '2024-02-29'],
    ['2025-03-31', 1, '2025-04-30'],
    ['2025-12-01', 1, '2026-01-01'],
    ['2025-07-31', 0, '2025-07-31'],
    ['2025-03-31', -1, '2025-02-28'],
    ['2025-01-10', -1, '2024-12-10'],
    ['2025-06-15', 24, '2027-06-15'],
  ])('%s + %d months → %s', (from, months, expected) => {
    expect(formatDate(addMonths(toCalendarDate(from), months))).toBe(expected);
  });
});

describe('compareDates / daysBetween / daysInMonth', () => {
  it.each([
    ['2025-01-01', '2025-01-01', 0, 0],
    ['2025-01-01', '2025-01-31', -1, 30],
    ['2025-03-01', '2025-02-28', 1, -1],
    ['2024-02-28', '2024-03-01', -1, 2],
    ['2024-12-31', '2025-12-31', -1, 365],
  ])('%s vs %s', (a, b, order, days) => {
    expect(compareDates(toCalendarDate(a), toCalendarDate(b))).toBe(order);
    expect(daysBetween(toCalendarDate(a), toCalendarDate(b))).toBe(days);
  });

  it.each([
    [2024, 2, 29],
    [2025, 2, 28],
    [1900, 2, 28],
    [2000, 2, 29],
    [2025, 4, 30],
    [2025, 12, 31],
  ])('%d-%d has %d days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});
