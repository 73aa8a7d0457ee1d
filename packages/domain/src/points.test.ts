import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POINTS_RATE,
  exchangeLimitRefusal,
  heldReversal,
  linePoints,
  orderPoints,
  pointsForFen,
  pointsRateOf,
  refundReversal,
} from './points';

describe('pointsRateOf', () => {
  it.each([
    [undefined, DEFAULT_POINTS_RATE],
    [null, DEFAULT_POINTS_RATE],
    ['', DEFAULT_POINTS_RATE],
    ['1', 1],
    [' 2 ', 2],
    ['0', 0],
    ['100', 100],
    ['101', DEFAULT_POINTS_RATE],
    ['1.5', DEFAULT_POINTS_RATE],
    ['-1', DEFAULT_POINTS_RATE],
    ['abc', DEFAULT_POINTS_RATE],
  ])('%j → %d', (value, rate) => expect(pointsRateOf(value)).toBe(rate));
});

describe('pointsForFen', () => {
  it.each([
    // fen, rate, points
    [0, 1, 0],
    [99, 1, 0],
    [100, 1, 1],
    [199, 1, 1],
    [12_345, 1, 123],
    [12_345, 2, 246],
    [50, 2, 1],
    [12_345, 0, 0],
    [-500, 1, 0],
  ])('%d fen at %d/yuan → %d', (fen, rate, points) => expect(pointsForFen(fen, rate)).toBe(points));

  it.each([[1.5], [-1], [101]])('refuses the rate %d', (rate) => {
    expect(() => pointsForFen(100, rate)).toThrow(RangeError);
  });
  it('refuses fractional fen', () => expect(() => pointsForFen(1.5, 1)).toThrow(RangeError));
});

describe('linePoints', () => {
  it.each([
    // paid, refunded, rate, points
    [10_000, 0, 1, 100],
    [10_000, 5_000, 1, 50],
    [10_000, 10_000, 1, 0],
    [10_000, 12_000, 1, 0],
    [150, 75, 1, 1],
    [150, 0, 1, 1],
    [150, 150, 1, 0],
    [999, 1, 1, 9],
    [0, 0, 1, 0],
  ])('paid %d, refunded %d at %d → %d', (paid, refunded, rate, points) =>
    expect(linePoints(paid, refunded, rate)).toBe(points),
  );
});

describe('orderPoints', () => {
  it.each([
    [[], 1, 0],
    [[{ paid: 10_050, refunded: 0 }], 1, 100],
    // Rounded down per line: 0.99 + 0.99 earns nothing.
    [
      [
        { paid: 99, refunded: 0 },
        { paid: 99, refunded: 0 },
      ],
      1,
      0,
    ],
    [
      [
        { paid: 20_000, refunded: 5_000 },
        { paid: 3_000, refunded: 0 },
      ],
      1,
      180,
    ],
    [[{ paid: 20_000, refunded: 0 }], 3, 600],
    [[{ paid: 20_000, refunded: 0 }], 0, 0],
  ])('%j at %d → %d', (lines, rate, points) => expect(orderPoints(lines, rate)).toBe(points));
});

describe('refundReversal', () => {
  const earned = { earned: 1_000, reversed: 0 };
  it.each([
    // lines, rate, order, reversal
    [[{ paid: 10_000, refundedBefore: 0, refunding: 5_000 }], 1, earned, 50],
    [[{ paid: 10_000, refundedBefore: 5_000, refunding: 5_000 }], 1, earned, 50],
    // Two halves of a 1.50 line: 0 then 1, the whole point once everything is back.
    [[{ paid: 150, refundedBefore: 0, refunding: 75 }], 1, earned, 0],
    [[{ paid: 150, refundedBefore: 75, refunding: 75 }], 1, earned, 1],
    [
      [
        { paid: 10_000, refundedBefore: 0, refunding: 10_000 },
        { paid: 4_000, refundedBefore: 0, refunding: 1_000 },
      ],
      1,
      earned,
      110,
    ],
    // Never more than the order earned, or than is left of it.
    [[{ paid: 10_000, refundedBefore: 0, refunding: 10_000 }], 1, { earned: 60, reversed: 0 }, 60],
    [[{ paid: 10_000, refundedBefore: 0, refunding: 10_000 }], 1, { earned: 100, reversed: 70 }, 30],
    [[{ paid: 10_000, refundedBefore: 0, refunding: 10_000 }], 1, { earned: 0, reversed: 0 }, 0],
    // More than paid is capped at the line.
    [[{ paid: 10_000, refundedBefore: 8_000, refunding: 8_000 }], 1, earned, 20],
  ])('%j at %d with %j → %d', (lines, rate, order, points) =>
    expect(refundReversal(lines, rate, order)).toBe(points),
  );

  it('gives back exactly what a line earned once every refund of it is made', () => {
    const paid = 12_345;
    let before = 0;
    let back = 0;
    for (const part of [1_001, 2_999, 4_444, 3_901]) {
      back += refundReversal([{ paid, refundedBefore: before, refunding: part }], 1, {
        earned: 123,
        reversed: back,
      });
      before += part;
    }
    expect(back).toBe(pointsForFen(paid, 1));
  });
});

describe('heldReversal', () => {
  it.each([
    [50, 100, 50],
    [50, 50, 50],
    [50, 20, 20],
    [50, 0, 0],
    [0, 100, 0],
    [50, -5, 0],
  ])('due %d holding %d → takes %d', (due, held, taken) => expect(heldReversal(due, held)).toBe(taken));
});

describe('exchangeLimitRefusal', () => {
  it.each([
    [0, 100, 5, null],
    [3, 0, 3, null],
    [3, 1, 2, null],
    [3, 1, 3, '每人限兑3件，您还可兑换2件'],
    [3, 3, 1, '每人限兑3件，您已兑换3件'],
    [1, 0, 1, null],
    [1, 1, 1, '每人限兑1件，您已兑换1件'],
  ])('limit %d, exchanged %d, asking %d → %s', (limit, exchanged, number, refusal) =>
    expect(exchangeLimitRefusal(limit, exchanged, number)).toBe(refusal),
  );
});
