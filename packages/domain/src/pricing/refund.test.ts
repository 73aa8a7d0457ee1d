import { describe, expect, it } from 'vitest';
import { creditRefundSplit, unitsPart } from './refund';

describe('unitsPart', () => {
  it.each([
    // total, outOf, from, quantity, part
    [1000, 10, 0, 10, 1000],
    [1000, 10, 0, 3, 300],
    [1000, 3, 0, 1, 333],
    [1000, 3, 1, 1, 333],
    [1000, 3, 2, 1, 334],
    [1000, 3, 0, 3, 1000],
    [1, 2, 0, 1, 0],
    [1, 2, 1, 1, 1],
    [0, 5, 0, 5, 0],
    [999, 7, 3, 0, 0],
  ])('%d over %d units, %d already back, %d more → %d', (total, outOf, from, quantity, part) => {
    expect(unitsPart(total, outOf, from, quantity)).toBe(part);
  });

  it.each([[7], [10], [1]])('successive refunds of one unit sum to the total (%d units)', (units) => {
    let sum = 0;
    for (let k = 0; k < units; k++) sum += unitsPart(12345, units, k, 1);
    expect(sum).toBe(12345);
  });

  it.each([
    [100, 10, 8, 3],
    [100, 0, 0, 0],
    [-1, 1, 0, 1],
    [1.5, 1, 0, 1],
    [100, 10, -1, 1],
    [100, 10, 0, 0.5],
  ])('refuses %d, %d, %d, %d', (total, outOf, from, quantity) => {
    expect(() => unitsPart(total, outOf, from, quantity)).toThrow(RangeError);
  });
});

describe('creditRefundSplit', () => {
  it.each([
    [5000, 1000, { toCredit: 1000, toBalance: 0 }],
    [500, 1000, { toCredit: 500, toBalance: 500 }],
    [0, 1000, { toCredit: 0, toBalance: 1000 }],
    [5000, 0, { toCredit: 0, toBalance: 0 }],
  ])('used %d, refund %d → %j', (used, refund, split) => {
    expect(creditRefundSplit(used, refund)).toEqual(split);
  });
  it('refuses a negative refund', () => expect(() => creditRefundSplit(0, -1)).toThrow(RangeError));
});
