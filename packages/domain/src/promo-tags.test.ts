import { describe, expect, it } from 'vitest';
import { DEFAULT_PROMO_TAG_COLOR, PROMO_TAG_COLORS, promoTagColor } from './promo-tags';

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
