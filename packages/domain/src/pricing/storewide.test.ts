import { describe, expect, it } from 'vitest';
import { unitPrice } from './ladder';
import {
  activityPriceRunning,
  isStorewideRate,
  storewideLabel,
  storewidePrice,
  storewideRefusal,
  storewideRuleFor,
  type StorewideRule,
} from './storewide';

const now = new Date('2026-03-10T04:00:00Z');
const hour = 3_600_000;
const rule = (over: Partial<StorewideRule> = {}): StorewideRule => ({
  id: 1,
  name: '全场94折',
  ratePermille: 940,
  excludedGoodsIds: [7],
  excludedCategoryIds: [30, 31],
  startsAt: new Date(now.getTime() - hour),
  endsAt: new Date(now.getTime() + hour),
  ...over,
});
const goods = { id: 1, categoryId: 12, hasLadder: false };

describe('storewideRuleFor', () => {
  it.each([
    ['a goods of the store', [rule()], goods, 1],
    ['an excluded goods', [rule()], { ...goods, id: 7 }, null],
    ['a goods of an excluded category', [rule()], { ...goods, categoryId: 31 }, null],
    ['a goods with ladder tiers', [rule()], { ...goods, hasLadder: true }, null],
    ['a goods with a running 秒杀 or 特价', [rule()], { ...goods, onActivity: true }, null],
    ['no rule', [], goods, null],
    ['not started', [rule({ startsAt: new Date(now.getTime() + 1) })], goods, null],
    ['starting now', [rule({ startsAt: now })], goods, 1],
    ['ending now', [rule({ endsAt: now })], goods, null],
    ['a rate out of range', [rule({ ratePermille: 1000 })], goods, null],
    ['the lowest rate of two', [rule(), rule({ id: 2, ratePermille: 900 })], goods, 2],
    ['the lowest id of equal rates', [rule({ id: 5 }), rule({ id: 3 })], goods, 3],
    [
      'the other rule when one excludes the goods',
      [rule({ id: 2, ratePermille: 880 }), rule({ id: 3, excludedGoodsIds: [] })],
      { ...goods, id: 7 },
      3,
    ],
  ] as const)('%s', (_name, rules, g, expected) => {
    expect(storewideRuleFor(rules, g, now)?.id ?? null).toBe(expected);
    expect(storewideRuleFor([...rules].reverse(), g, now)?.id ?? null).toBe(expected);
  });

  it('takes no list at all', () => {
    expect(storewideRuleFor(null, goods, now)).toBeNull();
    expect(storewideRuleFor(undefined, goods, now)).toBeNull();
  });
});

describe('activityPriceRunning', () => {
  const at = (kind: 'spike' | 'daily' | 'full_reduction' | 'gift', from: number, to: number) => ({
    kind,
    startsAt: new Date(now.getTime() + from * hour),
    endsAt: new Date(now.getTime() + to * hour),
  });
  it.each([
    [[at('spike', -1, 1)], true],
    [[at('daily', 0, 1)], true],
    [[at('daily', -1, 0)], false],
    [[at('spike', 1, 2)], false],
    [[at('full_reduction', -1, 1), at('gift', -1, 1)], false],
    [[], false],
    [undefined, false],
  ])('%j → %s', (windows, running) => {
    expect(activityPriceRunning(windows, now)).toBe(running);
  });
});

describe('storewidePrice', () => {
  it.each([
    [1000, 940, 940],
    [1250, 940, 1175],
    [1299, 940, 1221], // 1221.06
    [1225, 940, 1152], // 1151.5 rounds half up
    [1, 940, 1],
    [1, 1, 1],
    [0, 940, 0],
    [8650, 940, 8131],
    [99_999_999, 999, 99_899_999],
  ])('%d fen at %d‰ → %d', (base, rate, expected) => {
    expect(storewidePrice(base, rate)).toBe(expected);
  });

  it.each([
    [12.5, 940],
    [1000, 0],
    [1000, 1000],
    [1000, 94.5],
  ])('refuses %d at %d‰', (base, rate) => {
    expect(() => storewidePrice(base, rate)).toThrow(RangeError);
  });
});

describe('unitPrice with a storewide rate', () => {
  const ladder = [{ number: 10, price: 1100 }];
  it.each([
    // quantity, ladder, activity, rate, expected
    [1, null, null, 940, 1128],
    [1, null, null, null, 1200],
    [10, ladder, null, 940, 1100],
    [9, ladder, null, 940, 1128],
    [1, null, 1000, 940, 1000],
    [1, null, 1150, 940, 1150],
  ])('quantity %d ladder %j activity %s rate %s → %d', (quantity, tiers, activity, rate, expected) => {
    expect(
      unitPrice({ basePrice: 1200, ladder: tiers, activityPrice: activity, storewideRate: rate, quantity }),
    ).toBe(expected);
  });
});

describe('storewideLabel', () => {
  it.each([
    [940, '94折'],
    [900, '9折'],
    [950, '95折'],
    [880, '88折'],
    [955, '95.5折'],
    [100, '1折'],
    [5, '0.5折'],
  ])('%d‰ → %s', (rate, label) => {
    expect(storewideLabel(rate)).toBe(label);
  });
});

describe('storewideRefusal', () => {
  it.each([
    [{ ratePermille: 940, name: '全场94折' }, null],
    [{ ratePermille: 940, name: '  ' }, 'name'],
    [{ ratePermille: 0, name: 'x' }, 'rate_permille'],
    [{ ratePermille: 1000, name: 'x' }, 'rate_permille'],
    [{ ratePermille: 93.5, name: 'x' }, 'rate_permille'],
  ])('%j → %s', (input, field) => {
    expect(storewideRefusal(input)?.field ?? null).toBe(field);
  });

  it('knows the rates', () => {
    expect([0, 1, 999, 1000, 1.5].map(isStorewideRate)).toEqual([false, true, true, false, false]);
  });
});
