import { describe, expect, it } from 'vitest';
import { activeTierNumber, grossMarginText, ladderHintText, lineTotalText, unitPriceText } from './ladder';

const LADDER = [
  { number: 100, price: '11.10' },
  { number: 40, price: '11.50' },
  { number: 200, price: '10.80' },
];

describe('ladder hint', () => {
  it('tells the quantity still needed for the next tier and its price', () => {
    expect(ladderHintText(LADDER, 1, '盒')).toBe('再买39盒可享¥11.50');
    expect(ladderHintText(LADDER, 40, '盒')).toBe('再买60盒可享¥11.10');
    expect(ladderHintText(LADDER, 150)).toBe('再买50件可享¥10.80');
  });

  it('at the top tier says its price applies; without a ladder says nothing', () => {
    expect(ladderHintText(LADDER, 200, '盒')).toBe('已享阶梯价¥10.80');
    expect(ladderHintText([], 5)).toBeNull();
    expect(ladderHintText(undefined, 5)).toBeNull();
  });

  it('survives odd input: a bad quantity counts as none, unreadable tiers are left out', () => {
    expect(ladderHintText(LADDER, Number.NaN)).toBe('再买40件可享¥11.50');
    expect(ladderHintText([{ number: 10, price: 'abc' }], 1)).toBeNull();
  });

  it('marks the tier of the quantity and prices the line exactly', () => {
    expect(activeTierNumber(LADDER, 39)).toBeNull();
    expect(activeTierNumber(LADDER, 120)).toBe(100);
    expect(unitPriceText('11.70', LADDER, 39)).toBe('11.70');
    expect(unitPriceText('11.70', LADDER, 100)).toBe('11.10');
    expect(unitPriceText(null, LADDER, 100)).toBeNull();
    expect(lineTotalText('11.10', 3)).toBe('33.30');
    expect(lineTotalText('0.10', 3)).toBe('0.30');
  });
});

describe('gross margin', () => {
  it('is (retail − price) / retail, one decimal', () => {
    expect(grossMarginText('11.70', '16.60')).toBe('29.5%');
    expect(grossMarginText('10.00', '10.00')).toBe('0.0%');
    expect(grossMarginText(null, '16.60')).toBeNull();
    expect(grossMarginText('1.00', '0.00')).toBeNull();
  });
});
