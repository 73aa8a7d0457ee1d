import { describe, expect, it } from 'vitest';
import { moveItem } from './move-item';

describe('moveItem', () => {
  it.each<[number, -1 | 1, string[]]>([
    [1, -1, ['b', 'a', 'c']],
    [0, 1, ['b', 'a', 'c']],
    [2, -1, ['a', 'c', 'b']],
    [0, -1, ['a', 'b', 'c']],
    [2, 1, ['a', 'b', 'c']],
    [5, 1, ['a', 'b', 'c']],
  ])('moves item %i by %i', (index, step, expected) => {
    const list = ['a', 'b', 'c'];
    expect(moveItem(list, index, step)).toEqual(expected);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});
