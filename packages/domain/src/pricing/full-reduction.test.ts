import { describe, expect, it } from 'vitest';
import {
  allocateShares,
  evaluateFullReduction,
  fullReductionHint,
  type FullReductionTier,
} from './full-reduction';

const tiers: FullReductionTier[] = [
  { amount: 100000, reduction: 8000 },
  { amount: 20000, reduction: 1000 },
  { amount: 50000, reduction: 3000 },
];

describe('evaluateFullReduction', () => {
  it.each([
    // eligibleTotal, statuses in listed order (as amount:status), reduction, next
    [0, ['20000:0', '50000:0', '100000:0'], 0, { need: 20000, reduction: 1000 }],
    [19999, ['20000:0', '50000:0', '100000:0'], 0, { need: 1, reduction: 1000 }],
    [20000, ['20000:1', '50000:0', '100000:0'], 1000, { need: 30000, reduction: 3000 }],
    [49999, ['20000:1', '50000:0', '100000:0'], 1000, { need: 1, reduction: 3000 }],
    [50000, ['20000:1', '50000:1', '100000:0'], 3000, { need: 50000, reduction: 8000 }],
    [99999, ['20000:1', '50000:1', '100000:0'], 3000, { need: 1, reduction: 8000 }],
    [100000, ['20000:1', '50000:1', '100000:1'], 8000, null],
    [500000, ['20000:1', '50000:1', '100000:1'], 8000, null],
  ])('total %d → %j, reduction %d', (total, listed, reduction, next) => {
    const result = evaluateFullReduction(tiers, total);
    expect(result.tiers.map((t) => `${t.amount}:${t.status}`)).toEqual(listed);
    expect(result.reduction).toBe(reduction);
    expect(result.best?.reduction ?? 0).toBe(reduction);
    expect(result.next).toEqual(next);
  });

  it('lists reached tiers first even when their amount is higher', () => {
    // Odd data, but the ordering rule must still hold: reached, then amount.
    const result = evaluateFullReduction(
      [
        { amount: 300, reduction: 10 },
        { amount: 100, reduction: 5 },
        { amount: 200, reduction: 8 },
      ],
      250,
    );
    expect(result.tiers).toEqual([
      { amount: 100, reduction: 5, status: 1 },
      { amount: 200, reduction: 8, status: 1 },
      { amount: 300, reduction: 10, status: 0 },
    ]);
  });

  it.each([
    // tiers, total, reduction: the best reached reduction applies, clamped to the total
    [[{ amount: 100, reduction: 50 }], 100, 50],
    [
      [
        { amount: 100, reduction: 60 },
        { amount: 200, reduction: 40 },
      ],
      250,
      60,
    ],
    [[{ amount: 0, reduction: 500 }], 300, 300],
    [[], 1000, 0],
  ])('%j at %d → %d', (list, total, reduction) => {
    expect(evaluateFullReduction(list, total).reduction).toBe(reduction);
  });

  it('does not mutate its input', () => {
    const copy = structuredClone(tiers);
    evaluateFullReduction(tiers, 60000);
    expect(tiers).toEqual(copy);
  });

  it.each([[1.5], [NaN]])('refuses total %d', (total) => {
    expect(() => evaluateFullReduction(tiers, total)).toThrow(RangeError);
  });
});

describe('allocateShares', () => {
  it.each([
    [0, [100, 200], [0, 0]],
    [0, [], []],
    [0, [0, 0], [0, 0]],
    [100, [100], [100]],
    [30, [100, 200], [10, 20]],
    [1000, [333, 333, 334], [333, 333, 334]],
    [1000, [5000, 3000, 2000], [500, 300, 200]],
    [1001, [5000, 3000, 2000], [501, 300, 200]],
    [2, [1, 1, 1], [1, 1, 0]],
    [5, [3, 3, 3], [2, 2, 1]],
    [7, [10, 10, 10, 0], [3, 2, 2, 0]],
    [3000, [2500, 0, 2500], [1500, 0, 1500]],
    [100, [100, 0], [100, 0]],
    [1, [1, 2, 3], [0, 0, 1]],
    [9e15, [9e15, 1], [9e15 - 1, 1]],
  ])('%d over %j → %j', (total, lines, shares) => {
    expect(allocateShares(total, lines)).toEqual(shares);
  });

  // A small deterministic generator so the property cases are the same on every run.
  function cases(seed: number): [number, number[]] {
    let state = seed;
    const next = (max: number) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state % max;
    };
    const lines = Array.from({ length: 1 + next(12) }, () => next(4) * next(50000));
    const sum = lines.reduce((a, b) => a + b, 0);
    return [sum === 0 ? 0 : next(sum + 1), lines];
  }

  it.each(Array.from({ length: 40 }, (_, i) => cases(i + 1)))(
    'total %d over %j: exact sum, within bounds, proportional',
    (total, lines) => {
      const shares = allocateShares(total, lines);
      const sum = lines.reduce((a, b) => a + b, 0);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      shares.forEach((share, i) => {
        expect(Number.isInteger(share)).toBe(true);
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(lines[i]);
        if (sum > 0) expect(Math.abs(share - (total * lines[i]) / sum)).toBeLessThan(1);
      });
    },
  );

  it.each([
    [101, [100]],
    [1, []],
    [1, [0, 0]],
    [-1, [100]],
    [10, [100, -5]],
    [1.5, [100]],
    [10, [100, 0.5]],
  ])('refuses %d over %j', (total, lines) => {
    expect(() => allocateShares(total, lines)).toThrow(RangeError);
  });
});

describe('fullReductionHint', () => {
  it.each([
    [0, '再买¥200.00可减¥10.00'],
    [19999, '再买¥0.01可减¥10.00'],
    [20000, '再买¥300.00可减¥30.00'],
    [99999, '再买¥0.01可减¥80.00'],
    [100000, ''],
    [500000, ''],
  ])('total %d → %j', (total, hint) => {
    expect(fullReductionHint(evaluateFullReduction(tiers, total).next)).toBe(hint);
  });
});
