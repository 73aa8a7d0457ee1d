import { describe, expect, it } from 'vitest';
import { exchangeBlock, exchangeCeiling, unitsLeft } from './exchange-ceiling';

const item = (stock: number, limit: number, mine: number, points = 100) => ({
  stock,
  limit_per_member: limit,
  exchanged_by_me: mine,
  points,
});

describe('exchange ceiling', () => {
  it.each([
    [item(10, 0, 0), 10],
    [item(500, 0, 0), 99],
    [item(10, 3, 1), 2],
    [item(10, 3, 3), 0],
    [item(0, 0, 0), 0],
    [item(1, 5, 0), 1],
  ])('%j leaves %d', (i, left) => expect(unitsLeft(i)).toBe(left));

  it.each([
    [item(10, 0, 0), 350, 3],
    [item(10, 0, 0), 99, 0],
    [item(2, 0, 0), 10_000, 2],
    [item(10, 3, 2), 10_000, 1],
  ])('%j with %d points → at most %d', (i, points, most) => expect(exchangeCeiling(i, points)).toBe(most));

  it.each([
    [item(0, 0, 0), 1000, true, '已兑完'],
    [item(0, 0, 0), 0, false, '已兑完'],
    [item(5, 0, 0), 0, false, null],
    [item(5, 1, 1), 1000, true, '已达兑换上限'],
    [item(5, 0, 0), 99, true, '积分不足'],
    [item(5, 0, 0), 100, true, null],
  ])('%j with %d points (member %s) → %s', (i, points, member, block) =>
    expect(exchangeBlock(i, points, member)).toBe(block),
  );
});
