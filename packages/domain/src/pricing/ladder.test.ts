import { describe, expect, it } from 'vitest';
import { ladderTierFor, lineAmount, nextTierHint, unitPrice, type LadderTier } from './ladder';

const ladder: LadderTier[] = [
  { number: 10, price: 1100 },
  { number: 50, price: 1000 },
  { number: 100, price: 900 },
];
const shuffled: LadderTier[] = [ladder[2], ladder[0], ladder[1]];

describe('unitPrice', () => {
  describe.each([
    ['sorted ladder', ladder],
    ['unsorted ladder', shuffled],
  ])('%s', (_name, tiers) => {
    it.each([
      // quantity, activityPrice, expected
      [1, undefined, 1200],
      [9, undefined, 1200],
      [10, undefined, 1100],
      [49, undefined, 1100],
      [50, undefined, 1000],
      [99, undefined, 1000],
      [100, undefined, 900],
      [5000, undefined, 900],
      [0, undefined, 1200],
      [9, 1050, 1050],
      [9, null, 1200],
      [10, 1050, 1100],
      [100, 800, 900],
      [1, 0, 0],
    ])('quantity %d, activity %s → %d', (quantity, activityPrice, expected) => {
      expect(unitPrice({ basePrice: 1200, ladder: tiers, activityPrice, quantity })).toBe(expected);
    });
  });

  it.each([
    [null, 5, undefined, 1200],
    [undefined, 5, undefined, 1200],
    [[], 5, 999, 999],
    [[{ number: 1, price: 1150 }], 1, 999, 1150],
    [
      [
        { number: 10, price: 1000 },
        { number: 10, price: 950 },
      ],
      10,
      undefined,
      950,
    ],
  ])('ladder %j quantity %d activity %s → %d', (tiers, quantity, activityPrice, expected) => {
    expect(unitPrice({ basePrice: 1200, ladder: tiers, activityPrice, quantity })).toBe(expected);
  });

  it.each([
    [{ basePrice: 12.5, quantity: 1 }],
    [{ basePrice: 1200, quantity: -1 }],
    [{ basePrice: 1200, quantity: 1.5 }],
    [{ basePrice: 1200, quantity: 1, activityPrice: 9.9 }],
    [{ basePrice: 1200, quantity: 10, ladder: [{ number: 10, price: 10.5 }] }],
  ])('refuses %j', (input) => {
    expect(() => unitPrice(input)).toThrow(RangeError);
  });
});

describe('ladderTierFor', () => {
  it.each([
    [9, null],
    [10, ladder[0]],
    [75, ladder[1]],
    [100, ladder[2]],
  ])('quantity %d → %j', (quantity, tier) => {
    expect(ladderTierFor(shuffled, quantity)).toEqual(tier);
  });
});

describe('nextTierHint', () => {
  it.each([
    [0, { need: 10, price: 1100 }],
    [1, { need: 9, price: 1100 }],
    [9, { need: 1, price: 1100 }],
    [10, { need: 40, price: 1000 }],
    [49, { need: 1, price: 1000 }],
    [50, { need: 50, price: 900 }],
    [99, { need: 1, price: 900 }],
    [100, null],
    [1000, null],
  ])('quantity %d → %j', (quantity, hint) => {
    expect(nextTierHint(ladder, quantity)).toEqual(hint);
    expect(nextTierHint(shuffled, quantity)).toEqual(hint);
  });

  it.each([[null], [undefined], [[]]])('no ladder (%j) → null', (tiers) => {
    expect(nextTierHint(tiers, 3)).toBeNull();
  });
});

describe('lineAmount', () => {
  it.each([
    [1250, 1, 1250],
    [1250, 3, 3750],
    [0, 10, 0],
    [1, 99999, 99999],
    [1199, 0, 0],
  ])('%d × %d = %d', (price, quantity, amount) => {
    expect(lineAmount(price, quantity)).toBe(amount);
  });

  it.each([
    [12.5, 2],
    [100, -1],
    [100, 0.5],
    [Number.MAX_SAFE_INTEGER, 2],
  ])('refuses %d × %d', (price, quantity) => {
    expect(() => lineAmount(price, quantity)).toThrow(RangeError);
  });
});
