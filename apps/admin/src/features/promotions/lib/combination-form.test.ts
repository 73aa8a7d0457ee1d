import { describe, expect, it } from 'vitest';
import {
  bundlePriceMessage,
  combinationInput,
  combinationValues,
  itemsMessage,
  normalTotalOf,
  type CombinationItemValues,
} from './combination-form';
import { pickerTime } from './promotion-time';

const two: CombinationItemValues[] = [
  { goods_id: 1, number: 2, base_price: '10.00' },
  { goods_id: 2, number: 1, base_price: '30.00' },
];

describe('combination form', () => {
  it('adds up the normal total once every row is complete', () => {
    expect(normalTotalOf(two)).toBe(5000);
    expect(normalTotalOf([{ goods_id: 1, number: 2 }])).toBeNull();
    expect(normalTotalOf([])).toBeNull();
  });

  it.each<[CombinationItemValues[], string | null]>([
    [two, null],
    [[{ goods_id: 1, number: 1 }], '组合购至少需要2种商品'],
    [[{ goods_id: 1, number: 1 }, {}], '请为每一行选择商品'],
    [
      [
        { goods_id: 1, number: 1 },
        { goods_id: 1, number: 3 },
      ],
      '组合内商品不能重复，请合并数量',
    ],
    [
      [
        { goods_id: 1, number: 0 },
        { goods_id: 2, number: 1 },
      ],
      '每种商品的数量至少为1',
    ],
  ])('checks the rows %j', (items, message) => {
    expect(itemsMessage(items)).toBe(message);
  });

  it.each<[string | null, CombinationItemValues[], string | null]>([
    ['45.00', two, null],
    [null, two, '请填写组合价'],
    ['1.234', two, '组合价格式不正确，最多两位小数'],
    ['0', two, '组合价必须大于0'],
    ['50.00', two, '组合价必须低于商品原价合计'],
    ['80.00', [{ goods_id: 1, number: 1 }], null],
  ])('checks the price %s', (price, items, message) => {
    expect(bundlePriceMessage(price, items)).toBe(message);
  });

  it('turns the form into the API input in China time', () => {
    const values = {
      ...combinationValues(),
      name: ' 感冒组合 ',
      price: '45.00',
      window: [pickerTime('2026-12-01T02:00:00Z'), pickerTime('2026-12-08T02:00:00Z')] as const,
      items: two,
    };
    expect(combinationInput({ ...values, window: [...values.window] })).toEqual({
      name: '感冒组合',
      price: '45.00',
      starts_at: '2026-12-01 10:00',
      ends_at: '2026-12-08 10:00',
      items: [
        { goods_id: 1, number: 2 },
        { goods_id: 2, number: 1 },
      ],
    });
  });
});
