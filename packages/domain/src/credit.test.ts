import { describe, expect, it } from 'vitest';
import { creditRefusal, creditSummary, type CreditEntry } from './credit';

const charge = (amount: number, dueOn: string): CreditEntry => ({ kind: 'charge', amount, dueOn });
const repay = (amount: number): CreditEntry => ({ kind: 'repay', amount });

describe('creditSummary', () => {
  it.each([
    // limit, entries, today, used, available, overdue
    [10000, [], '2026-05-01', 0, 10000, 0],
    [10000, [charge(3000, '2026-06-01')], '2026-05-01', 3000, 7000, 0],
    [10000, [charge(3000, '2026-04-30')], '2026-05-01', 3000, 7000, 3000],
    [10000, [charge(3000, '2026-05-01')], '2026-05-01', 3000, 7000, 0],
    [10000, [charge(3000, '2026-04-01'), repay(1000)], '2026-05-01', 2000, 8000, 2000],
    [
      10000,
      [charge(3000, '2026-04-01'), charge(2000, '2026-06-01'), repay(3000)],
      '2026-05-01',
      2000,
      8000,
      0,
    ],
    [10000, [charge(3000, '2026-04-01'), { kind: 'refund', amount: 4000 }], '2026-05-01', 0, 10000, 0],
    [1000, [charge(3000, '2026-06-01')], '2026-05-01', 3000, 0, 0],
  ] as [number, CreditEntry[], string, number, number, number][])(
    'limit %d %j on %s → used %d, available %d, overdue %d',
    (limit, entries, today, used, available, overdue) => {
      expect(creditSummary(limit, entries, today)).toEqual({ limit, used, available, overdue });
    },
  );
  it('refuses negative amounts', () => {
    expect(() => creditSummary(100, [{ kind: 'repay', amount: -1 }], '2026-05-01')).toThrow(RangeError);
  });
});

describe('creditRefusal', () => {
  it.each([
    [{ limit: 0, used: 0, available: 0, overdue: 0 }, 1, 'no_credit'],
    [{ limit: 1000, used: 100, available: 900, overdue: 100 }, 1, 'overdue'],
    [{ limit: 1000, used: 100, available: 900, overdue: 0 }, 901, 'over_limit'],
    [{ limit: 1000, used: 100, available: 900, overdue: 0 }, 900, null],
  ])('%j paying %d → %s', (summary, amount, refusal) => {
    expect(creditRefusal(summary, amount)).toBe(refusal);
  });
});
