import { describe, expect, it } from 'vitest';
import { effectiveSelected, isSelectable } from './cart-rules';

describe('isSelectable / effectiveSelected', () => {
  it.each([
    // isBuy, stock, isSelected, selectable, selected
    [1, 10, 1, true, true],
    [1, 10, 0, true, false],
    [true, 1, true, true, true],
    [0, 10, 1, false, false],
    [false, 10, true, false, false],
    [1, 0, 1, false, false],
    [1, -2, 1, false, false],
    [0, 0, 0, false, false],
  ])('is_buy %s, stock %d, is_selected %s', (isBuy, stock, isSelected, selectable, selected) => {
    expect(isSelectable({ isBuy, stock })).toBe(selectable);
    expect(effectiveSelected({ isBuy, stock, isSelected })).toBe(selected);
  });
});
