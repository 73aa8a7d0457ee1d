import { describe, expect, it } from 'vitest';
import { discountText, isLadderDisplay } from './ladder-display';

describe('discountText', () => {
  it.each([
    // price, base, expected
    [920, 1000, '9.2折'],
    [900, 1000, '9折'],
    [999, 1000, '9.9折'],
    [1199, 1200, '9.9折'],
    [1100, 1200, '9.1折'],
    [500, 1000, '5折'],
    [1, 1000, '0折'],
    [1000, 1000, null],
    [1100, 1000, null],
    [0, 1000, null],
    [900, 0, null],
  ])('%i of %i fen → %s', (price, base, expected) => {
    expect(discountText(price, base)).toBe(expected);
  });
});

describe('isLadderDisplay', () => {
  it.each([
    [1, true],
    [2, true],
    [0, false],
    [3, false],
  ])('%i → %s', (value, expected) => {
    expect(isLadderDisplay(value)).toBe(expected);
  });
});
