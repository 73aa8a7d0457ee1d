import { describe, expect, it } from 'vitest';
import { formatDate, toCalendarDate } from './calendar-date';
import { catchUpRunOn, firstRunOn, followingRunOn, validRecurringDay, weekdayOf } from './recurring-order';

const d = toCalendarDate;
const f = formatDate;

describe('定期采购 calendar', () => {
  it('knows weekdays, Monday 1 to Sunday 7', () => {
    expect(weekdayOf(d('2026-11-23'))).toBe(1);
    expect(weekdayOf(d('2026-11-29'))).toBe(7);
  });

  it('checks the day per cadence', () => {
    expect(validRecurringDay('week', 7)).toBe(true);
    expect(validRecurringDay('week', 8)).toBe(false);
    expect(validRecurringDay('month', 28)).toBe(true);
    expect(validRecurringDay('month', 29)).toBe(false);
    expect(validRecurringDay('2weeks', 0)).toBe(false);
  });

  it('runs first on the day itself when it matches, else on the next matching day', () => {
    expect(f(firstRunOn('week', 6, d('2026-11-28')))).toBe('2026-11-28');
    expect(f(firstRunOn('week', 1, d('2026-11-28')))).toBe('2026-11-30');
    expect(f(firstRunOn('month', 28, d('2026-11-28')))).toBe('2026-11-28');
    expect(f(firstRunOn('month', 5, d('2026-12-28')))).toBe('2027-01-05');
  });

  it('steps 7, 14 days or a month', () => {
    expect(f(followingRunOn('week', 6, d('2026-11-28')))).toBe('2026-12-05');
    expect(f(followingRunOn('2weeks', 6, d('2026-11-28')))).toBe('2026-12-12');
    expect(f(followingRunOn('month', 28, d('2027-01-28')))).toBe('2027-02-28');
  });

  it('skips missed days but keeps a run due today', () => {
    expect(f(catchUpRunOn('week', 6, d('2026-11-14'), d('2026-11-28')))).toBe('2026-11-28');
    expect(f(catchUpRunOn('2weeks', 6, d('2026-11-07'), d('2026-11-28')))).toBe('2026-12-05');
    expect(f(catchUpRunOn('month', 3, d('2026-10-03'), d('2026-11-28')))).toBe('2026-12-03');
  });
});
