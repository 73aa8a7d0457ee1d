import { describe, expect, it } from 'vitest';
import {
  activityPriceRefusal,
  fullReductionOverlapRefusal,
  tiersRefusal,
  windowRefusal,
} from './promotion-rules';

const day = (d: string) => new Date(`${d}T00:00:00+08:00`);

describe('windowRefusal', () => {
  it.each([
    ['2026-12-01', '2026-12-31', null],
    ['2026-12-01', '2026-12-01', 'ends_at'],
    ['2026-12-31', '2026-12-01', 'ends_at'],
    ['2026-01-01', '2027-01-02', null],
    ['2026-01-01', '2027-01-03', 'ends_at'],
  ])('%s → %s: %s', (start, end, field) => {
    expect(windowRefusal(day(start), day(end))?.field ?? null).toBe(field);
  });
});

describe('tiersRefusal', () => {
  it.each<[string, { amount: number; reduction: number }[], string | null]>([
    ['one tier', [{ amount: 50000, reduction: 3000 }], null],
    [
      'rising tiers',
      [
        { amount: 50000, reduction: 3000 },
        { amount: 100000, reduction: 8000 },
      ],
      null,
    ],
    ['none', [], '请至少设置一档满减'],
    ['reduction equal to threshold', [{ amount: 5000, reduction: 5000 }], '减免金额必须小于门槛金额'],
    ['zero', [{ amount: 0, reduction: 0 }], '满减金额必须大于0'],
    [
      'falling thresholds',
      [
        { amount: 100000, reduction: 8000 },
        { amount: 50000, reduction: 9000 },
      ],
      '满减档位的门槛和减免金额须逐档递增',
    ],
    [
      'same reduction',
      [
        { amount: 50000, reduction: 3000 },
        { amount: 100000, reduction: 3000 },
      ],
      '满减档位的门槛和减免金额须逐档递增',
    ],
    [
      'six tiers',
      Array.from({ length: 6 }, (_, i) => ({ amount: (i + 1) * 1000, reduction: (i + 1) * 100 })),
      '满减最多设置5档',
    ],
  ])('%s', (_name, tiers, message) => {
    expect(tiersRefusal(tiers)?.message ?? null).toBe(message);
  });
});

describe('activityPriceRefusal', () => {
  it.each([
    [990, 1500, 0, null],
    [990, 1500, 5, null],
    [0, 1500, 0, 'price'],
    [1500, 1500, 0, 'price'],
    [1600, 1500, 0, 'price'],
    [990, 1500, -1, 'limit_per_member'],
  ])('price %i of %i, limit %i → %s', (price, base, limit, field) => {
    expect(activityPriceRefusal(price, base, limit)?.field ?? null).toBe(field);
  });
});

describe('fullReductionOverlapRefusal', () => {
  const existing = [
    { id: 1, name: '十二月满减', startsAt: day('2026-12-01'), endsAt: day('2026-12-31'), goodsIds: [10, 11] },
    {
      id: 2,
      name: '元旦满减',
      startsAt: day('2027-01-01'),
      endsAt: day('2027-01-05'),
      goodsIds: [12, 13, 14, 15],
    },
  ];
  it.each<[string, number | null, string, string, number[], string | null]>([
    ['other goods, same window', null, '2026-12-05', '2026-12-10', [20], null],
    ['same goods, later window', null, '2026-12-31', '2027-01-01', [10], null],
    ['same goods, ends as the other starts', null, '2026-11-01', '2026-12-01', [10], null],
    [
      'same goods inside the window',
      null,
      '2026-12-05',
      '2026-12-10',
      [9, 11],
      '商品11在同一时段已参加满减活动「十二月满减」，同一商品同一时段只能参加一个满减活动',
    ],
    [
      'a window around the other',
      null,
      '2026-11-01',
      '2027-02-01',
      [10],
      '商品10在同一时段已参加满减活动「十二月满减」，同一商品同一时段只能参加一个满减活动',
    ],
    [
      'many shared goods',
      null,
      '2027-01-04',
      '2027-01-09',
      [12, 13, 14, 15],
      '商品12、13、14等4个在同一时段已参加满减活动「元旦满减」，同一商品同一时段只能参加一个满减活动',
    ],
    ['editing itself', 1, '2026-12-01', '2027-01-01', [10, 11], null],
  ])('%s', (_name, id, start, end, goodsIds, message) => {
    const candidate = { id, startsAt: day(start), endsAt: day(end), goodsIds };
    expect(fullReductionOverlapRefusal(candidate, existing)?.message ?? null).toBe(message);
  });
});
