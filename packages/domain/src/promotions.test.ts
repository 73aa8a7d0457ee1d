import { describe, expect, it } from 'vitest';
import { couponApplies, discountLabel, flashSaleRemaining, giftQuantity } from './promotions';

describe('giftQuantity', () => {
  it.each([
    [9, 10, 1, 0],
    [10, 10, 1, 1],
    [25, 10, 2, 4],
    [0, 10, 1, 0],
    [5, 0, 1, 0],
    [5, 1, 0, 0],
  ])('bought %d, buy %d get %d → %d', (bought, buy, gift, total) => {
    expect(giftQuantity(bought, buy, gift)).toBe(total);
  });
  it.each([
    [1.5, 1, 1],
    [-1, 1, 1],
  ])('refuses %d', (bought, buy, gift) => expect(() => giftQuantity(bought, buy, gift)).toThrow(RangeError));
});

describe('flashSaleRemaining', () => {
  it.each([
    [0, 5, null],
    [10, 0, 10],
    [10, 4, 6],
    [10, 12, 0],
  ])('limit %d, bought %d → %s', (limit, bought, remaining) => {
    expect(flashSaleRemaining(limit, bought)).toBe(remaining);
  });
});

describe('couponApplies', () => {
  it.each([
    [50000, 49999, false],
    [50000, 50000, true],
    [0, 1, true],
    [0, 0, false],
  ])('threshold %d, eligible %d → %s', (threshold, eligible, applies) => {
    expect(couponApplies(threshold, eligible)).toBe(applies);
  });
});

describe('discountLabel', () => {
  it.each([
    ['500.00', '50.00', 50000, '满500减50'],
    ['0.00', '20.00', 0, '无门槛减20'],
    ['99.50', '5.50', 9950, '满99.50减5.50'],
  ])('%s %s → %s', (threshold, amount, fen, label) => {
    expect(discountLabel(threshold, amount, fen)).toBe(label);
  });
});
