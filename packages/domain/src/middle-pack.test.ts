import { describe, expect, it } from 'vitest';
import { isValidQuantity, normaliseQuantity, stepQuantity } from './middle-pack';

describe('isValidQuantity', () => {
  it.each([
    // q, middlePack, canSplit, valid
    [1, 1, false, true],
    [10, 10, false, true],
    [20, 10, false, true],
    [15, 10, false, false],
    [15, 10, true, true],
    [1, 10, true, true],
    [99999, 1, false, true],
    [99990, 10, false, true],
    [100000, 10, false, false],
    [100000, 1, true, false],
    [0, 1, true, false],
    [-10, 10, false, false],
    [1.5, 1, true, false],
    [NaN, 1, true, false],
    [Infinity, 1, true, false],
    [7, 0, false, true],
    [7, null, false, true],
    [7, -5, false, true],
    [7, 2.5, false, true],
  ])('q %d, pack %s, canSplit %s → %s', (q, pack, canSplit, valid) => {
    expect(isValidQuantity(q, pack, canSplit)).toBe(valid);
  });
});

describe('stepQuantity', () => {
  it.each([
    // q, middlePack, direction, result
    [1, 1, 'up', 2],
    [2, 1, 'down', 1],
    [1, 1, 'down', 1],
    [10, 10, 'up', 20],
    [20, 10, 'down', 10],
    [10, 10, 'down', 10],
    [15, 10, 'up', 20],
    [15, 10, 'down', 10],
    [25, 10, 'down', 20],
    [0, 10, 'up', 10],
    [0, 10, 'down', 10],
    [99999, 1, 'up', 99999],
    [99990, 10, 'up', 99990],
    [99980, 10, 'up', 99990],
    [99999, 10, 'down', 99990],
    [150000, 10, 'down', 99990],
    [3, 0, 'up', 4],
    [3, undefined, 'down', 2],
    [NaN, 12, 'up', 12],
    [4.5, 1, 'up', 5],
  ] as const)('q %d, pack %s, %s → %d', (q, pack, direction, result) => {
    expect(stepQuantity(q, pack, direction)).toBe(result);
  });
});

describe('normaliseQuantity', () => {
  it.each([
    // q, middlePack, result
    [1, 1, 1],
    [7, 1, 7],
    [1, 10, 10],
    [10, 10, 10],
    [11, 10, 20],
    [19, 10, 20],
    [0, 10, 10],
    [-3, 10, 10],
    [NaN, 6, 6],
    [Infinity, 1, 1],
    [2.2, 1, 3],
    [10.5, 10, 20],
    [99999, 1, 99999],
    [100000, 1, 99999],
    [99995, 10, 99990],
    [5, 0, 5],
    [5, null, 5],
  ])('q %d, pack %s → %d', (q, pack, result) => {
    expect(normaliseQuantity(q, pack)).toBe(result);
  });

  it.each([[1], [7], [12], [24], [100]])('result is always valid for pack %d', (pack) => {
    for (const q of [-1, 0, 1, pack - 1, pack, pack + 1, 5000.5, 123456]) {
      expect(isValidQuantity(normaliseQuantity(q, pack), pack, false)).toBe(true);
      expect(isValidQuantity(stepQuantity(q, pack, 'up'), pack, false)).toBe(true);
      expect(isValidQuantity(stepQuantity(q, pack, 'down'), pack, false)).toBe(true);
    }
  });
});
