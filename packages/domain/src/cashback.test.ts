import { describe, expect, it } from 'vitest';
import {
  bestCashbackRule,
  cashbackBase,
  cashbackRuleRefusal,
  cashbackToTakeBack,
  type CashbackLine,
} from './cashback';

const RULES = [
  { id: 1, threshold: 100_000, amount: 3_000 },
  { id: 2, threshold: 300_000, amount: 10_000 },
  { id: 3, threshold: 200_000, amount: 5_000 },
];

describe('cashbackRuleRefusal', () => {
  it.each([
    [100_000, 3_000, 'balance', null],
    [100_000, 3_000, 'red_packet', null],
    [0, 3_000, 'balance', 'threshold'],
    [100_000, 0, 'balance', 'amount'],
    [100_000, 100_000, 'balance', 'amount'],
    [100_000, 3_000, 'points', 'destination'],
  ])('满%i返%i to %s → %s', (threshold, amount, destination, field) => {
    expect(cashbackRuleRefusal({ threshold, amount, destination })?.field ?? null).toBe(field);
  });
});

describe('bestCashbackRule', () => {
  it.each([
    [99_999, null],
    [100_000, 1],
    [250_000, 3],
    [300_000, 2],
    [1_000_000, 2],
    [0, null],
  ])('base %i → rule %s', (base, id) => {
    expect(bestCashbackRule(RULES, base)?.id ?? null).toBe(id);
  });
  it('no rules, no cashback', () => {
    expect(bestCashbackRule([], 1_000_000)).toBeNull();
  });
});

const line = (change: Partial<CashbackLine> = {}): CashbackLine => ({
  amount: 50_000,
  manjianShare: 0,
  couponShare: 0,
  quantity: 10,
  isGift: false,
  refundedUnits: 0,
  ...change,
});

describe('cashbackBase', () => {
  it.each<[string, CashbackLine[], number]>([
    ['one line', [line()], 50_000],
    ['after 满减 and coupon shares', [line({ manjianShare: 3_000, couponShare: 1_000 })], 46_000],
    ['gifts do not count', [line(), line({ isGift: true })], 50_000],
    ['two lines', [line(), line({ amount: 12_345 })], 62_345],
    ['three of ten units refunded', [line({ refundedUnits: 3 })], 35_000],
    ['everything refunded', [line({ refundedUnits: 10 })], 0],
    // 9,999 over 3 units: the refunded unit carries floor(9,999 / 3) = 3,333, so 6,666 stays.
    ['uneven unit shares', [line({ amount: 10_000, couponShare: 1, quantity: 3, refundedUnits: 1 })], 6_666],
    ['shares never make it negative', [line({ amount: 100, manjianShare: 80, couponShare: 50 })], 0],
    ['nothing bought', [], 0],
  ])('%s → %i', (_name, lines, base) => {
    expect(cashbackBase(lines)).toBe(base);
  });
});

describe('cashbackToTakeBack', () => {
  it.each<[string, number, { amount: number; taken: number }, number]>([
    ['still above the threshold', 150_000, { amount: 3_000, taken: 0 }, 0],
    ['below every threshold', 99_999, { amount: 3_000, taken: 0 }, 3_000],
    ['down a tier keeps the lower tier', 150_000, { amount: 10_000, taken: 0 }, 7_000],
    ['down to the middle tier', 250_000, { amount: 10_000, taken: 0 }, 5_000],
    ['then below everything takes the rest', 0, { amount: 10_000, taken: 7_000 }, 3_000],
    ['nothing left to take', 0, { amount: 3_000, taken: 3_000 }, 0],
    // A rule added after the grant never makes a refund give more.
    ['never more than was given', 1_000_000, { amount: 3_000, taken: 0 }, 0],
  ])('%s → %i', (_name, base, grant, taken) => {
    expect(cashbackToTakeBack(RULES, base, grant)).toBe(taken);
  });
});
