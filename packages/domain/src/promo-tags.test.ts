import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROMO_TAG_COLOR,
  goodsTags,
  NEW_GOODS_DAYS,
  PROMO_TAG_COLORS,
  promoTagColor,
  type PromotionWindow,
} from './promo-tags';

describe('promoTagColor', () => {
  it.each([
    ['优', '#1677ff'],
    ['优选', '#1677ff'],
    ['秒', '#fa541c'],
    ['秒杀', '#fa541c'],
    ['满', '#f5222d'],
    ['满减', '#f5222d'],
    ['换购', '#722ed1'],
    ['赠', '#13c2c2'],
    ['赠品', '#13c2c2'],
    ['特', '#fa8c16'],
    ['特价', '#fa8c16'],
    ['新', '#52c41a'],
    ['新品', '#52c41a'],
    [' 满减 ', '#f5222d'],
    ['换', DEFAULT_PROMO_TAG_COLOR],
    ['热销', DEFAULT_PROMO_TAG_COLOR],
    ['控销', DEFAULT_PROMO_TAG_COLOR],
    ['', DEFAULT_PROMO_TAG_COLOR],
    [null, DEFAULT_PROMO_TAG_COLOR],
    [undefined, DEFAULT_PROMO_TAG_COLOR],
  ])('%j → %s', (name, color) => {
    expect(promoTagColor(name)).toBe(color);
  });

  it('gives every tag its own colour, none of them the default', () => {
    const colors = [...Object.values(PROMO_TAG_COLORS), DEFAULT_PROMO_TAG_COLOR];
    expect(new Set(colors).size).toBe(colors.length);
    colors.forEach((color) => expect(color).toMatch(/^#[0-9a-f]{6}$/));
  });
});

describe('goodsTags', () => {
  const now = new Date('2025-06-10T04:00:00Z');
  const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
  const old = at(-24 * (NEW_GOODS_DAYS + 1));
  const window = (kind: PromotionWindow['kind'], from: number, to: number): PromotionWindow => ({
    kind,
    startsAt: at(from),
    endsAt: at(to),
  });

  it.each([
    ['nothing for an old, plain goods', { isYoux: false, createdAt: old, promotions: [] }, []],
    ['优 from the flag', { isYoux: true, createdAt: old, promotions: [] }, ['优']],
    ['新 within the days after listing', { isYoux: false, createdAt: at(-24), promotions: [] }, ['新']],
    [
      'no 新 once the days are over',
      { isYoux: false, createdAt: at(-24 * NEW_GOODS_DAYS), promotions: [] },
      [],
    ],
    [
      'a tag per running promotion, in spec order',
      {
        isYoux: true,
        createdAt: at(-1),
        promotions: [
          window('daily', -1, 1),
          window('gift', -1, 1),
          window('full_reduction', -1, 1),
          window('spike', -1, 1),
        ],
      },
      ['优', '秒', '满', '赠', '特', '新'],
    ],
    [
      '换购 while the goods is offered by a running trade-up activity',
      { isYoux: false, createdAt: old, promotions: [window('trade_up', -1, 1), window('spike', 1, 2)] },
      ['换购'],
    ],
    [
      '满 from the moment it starts',
      { isYoux: false, createdAt: old, promotions: [window('full_reduction', 0, 1)] },
      ['满'],
    ],
    [
      'no 满 at the moment it ends',
      { isYoux: false, createdAt: old, promotions: [window('full_reduction', -1, 0)] },
      [],
    ],
    [
      'no 满 before it starts',
      { isYoux: false, createdAt: old, promotions: [window('full_reduction', 1, 2)] },
      [],
    ],
    [
      'one 满 for two running activities',
      {
        isYoux: false,
        createdAt: old,
        promotions: [window('full_reduction', -2, 2), window('full_reduction', -1, 1)],
      },
      ['满'],
    ],
  ])('%s', (_, goods, expected) => {
    expect(goodsTags(goods, now)).toEqual(expected);
  });
});
