import { describe, expect, it } from 'vitest';
import { combinationRefusal, normalTotal, splitBundlePrice, type CombinationLine } from './combination-rules';

const line = (goodsId: number, number: number, basePrice: number): CombinationLine => ({
  goodsId,
  number,
  basePrice,
});

describe('combinationRefusal', () => {
  const two = [line(1, 2, 1000), line(2, 1, 3000)];
  it.each<[string, CombinationLine[], number, string | null]>([
    ['two goods below the total', two, 4500, null],
    ['ten goods', Array.from({ length: 10 }, (_, i) => line(i + 1, 1, 500)), 4000, null],
    ['one goods', [line(1, 3, 1000)], 2500, '组合购至少需要2种商品'],
    ['eleven goods', Array.from({ length: 11 }, (_, i) => line(i + 1, 1, 500)), 4000, '组合购最多10种商品'],
    ['the same goods twice', [line(1, 1, 1000), line(1, 1, 1000)], 1500, '组合内商品不能重复，请合并数量'],
    ['a zero quantity', [line(1, 0, 1000), line(2, 1, 3000)], 2000, '每种商品的数量至少为1'],
    ['a fractional quantity', [line(1, 1.5, 1000), line(2, 1, 3000)], 2000, '每种商品的数量至少为1'],
    ['a zero price', two, 0, '组合价必须大于0'],
    ['a price equal to the total', two, 5000, '组合价必须低于商品原价合计'],
    ['a price above the total', two, 6000, '组合价必须低于商品原价合计'],
    [
      'an odd price for even quantities',
      [line(1, 2, 1000), line(2, 2, 3000)],
      7001,
      '组合价无法按各商品数量精确分摊到分，请微调组合价',
    ],
  ])('%s', (_, lines, price, message) => {
    expect(combinationRefusal(lines, price)?.message ?? null).toBe(message);
  });
});

describe('splitBundlePrice', () => {
  it.each<[string, CombinationLine[], number]>([
    ['even split', [line(1, 1, 1000), line(2, 1, 1000)], 1800],
    ['uneven quantities', [line(1, 2, 1000), line(2, 1, 3000)], 4499],
    ['coprime quantities without a single unit', [line(1, 2, 1234), line(2, 3, 999)], 4001],
    ['many units', [line(1, 100, 57), line(2, 7, 1999), line(3, 1, 12)], 17_777],
    ['cheap goods at a deep cut', [line(1, 1, 3), line(2, 1, 20000)], 100],
  ])('%s adds up exactly', (_, lines, price) => {
    const split = splitBundlePrice(lines, price);
    expect(split).not.toBeNull();
    expect(split!.reduce((s, p, i) => s + p * lines[i]!.number, 0)).toBe(price);
    expect(split!.every((p) => p >= 1)).toBe(true);
  });

  it('keeps each unit price near its share of the normal total', () => {
    const lines = [line(1, 2, 1000), line(2, 1, 3000)];
    expect(splitBundlePrice(lines, 4000)).toEqual([800, 2400]);
    expect(normalTotal(lines)).toBe(5000);
  });

  it('has no split when every quantity is even and the price is odd', () => {
    expect(splitBundlePrice([line(1, 2, 1000), line(2, 4, 500)], 3001)).toBeNull();
  });
});
