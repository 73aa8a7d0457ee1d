import { describe, expect, it } from 'vitest';
import {
  amountInChineseCapitals,
  invoiceCategory,
  invoiceTaxRate,
  invoiceTotals,
  taxOfInclusive,
} from './invoice';

describe('amountInChineseCapitals', () => {
  it.each([
    [0, '零元整'],
    [1, '壹分'],
    [10, '壹角'],
    [56, '伍角陆分'],
    [100, '壹元整'],
    [105, '壹元零伍分'],
    [150, '壹元伍角'],
    [1000, '壹拾元整'],
    [1500, '壹拾伍元整'],
    [10_000, '壹佰元整'],
    [10_100, '壹佰零壹元整'],
    [100_100, '壹仟零壹元整'],
    [168_032, '壹仟陆佰捌拾元叁角贰分'],
    [1_000_000, '壹万元整'],
    [1_050_000, '壹万零伍佰元整'],
    [1_100_000, '壹万壹仟元整'],
    [1_234_567, '壹万贰仟叁佰肆拾伍元陆角柒分'],
    [10_000_000, '壹拾万元整'],
    [100_010_000, '壹佰万零壹佰元整'],
    [100_000_100, '壹佰万零壹元整'],
    [10_000_000_000, '壹亿元整'],
    [10_001_000_000, '壹亿零壹万元整'],
    [10_000_000_100, '壹亿零壹元整'],
    [12_345_678_901, '壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元零壹分'],
    [99_999_999_999_999, '玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    [-1_234_567, '负壹万贰仟叁佰肆拾伍元陆角柒分'],
    [-100, '负壹元整'],
  ])('%d fen → %s', (fen, text) => {
    expect(amountInChineseCapitals(fen)).toBe(text);
  });

  it.each([[0.5], [NaN], [100_000_000_000_000]])('refuses %d', (fen) => {
    expect(() => amountInChineseCapitals(fen)).toThrow(RangeError);
  });
});

describe('invoiceTaxRate', () => {
  it.each([
    ['drug', undefined, 13],
    ['device', undefined, 13],
    ['herbal', undefined, 9],
    ['shipping', undefined, 9],
    ['drug', null, 13],
    ['drug', 0, 0],
    ['herbal', 13, 13],
    ['drug', 3, 3],
  ] as const)('%s with its own rate %s → %d%%', (kind, own, rate) => {
    expect(invoiceTaxRate(kind, own)).toBe(rate);
  });

  it.each([[-1], [101], [1.5]])('refuses an own rate of %d', (own) => {
    expect(() => invoiceTaxRate('drug', own)).toThrow(RangeError);
  });
});

describe('invoiceCategory', () => {
  it.each([
    ['drug', '化学药制剂', '化学药品制剂'],
    ['drug', '抗生素制剂', '化学药品制剂'],
    ['drug', '中成药', '中成药'],
    ['drug', '生物制品', '生物药品'],
    ['herbal', '中药饮片', '中药饮片'],
    ['device', '第二类医疗器械', '医疗器械'],
    ['shipping', '', '运输服务'],
  ])('%s / %s → *%s*', (kind, scope, category) => {
    expect(invoiceCategory(kind, scope)).toBe(category);
  });
});

describe('taxOfInclusive', () => {
  it.each([
    [11_300, 13, 1300],
    [10_900, 9, 900],
    [100, 13, 12], // 11.50 → 12
    [1, 13, 0],
    [8, 13, 1], // 0.920 → 1
    [4, 13, 0], // 0.460 → 0
    [0, 13, 0],
    [12_345, 0, 0],
    [-11_300, 13, -1300],
    [-100, 13, -12],
    [226, 13, 26], // exactly 26.0
    [113, 13, 13],
    [565, 13, 65],
    [1_234_567, 9, 101_937], // 101936.7
  ])('%d fen at %d%% carries %d fen of tax', (amount, rate, tax) => {
    expect(taxOfInclusive(amount, rate)).toBe(tax);
  });

  it('rounds a half fen away from zero', () => {
    // No half fen occurs at 13%, 9%, 6% or 3% (odd bases); at 20% 3 fen carry exactly 0.5.
    expect(taxOfInclusive(3, 20)).toBe(1);
    expect(taxOfInclusive(-3, 20)).toBe(-1);
    expect(taxOfInclusive(9, 20)).toBe(2); // 1.5
  });
});

describe('invoiceTotals', () => {
  it.each([
    [[], { net: 0, tax: 0, total: 0 }],
    [
      [
        { amount: 11_300, tax: 1300 },
        { amount: 10_900, tax: 900 },
      ],
      { net: 20_000, tax: 2200, total: 22_200 },
    ],
    [[{ amount: -11_300, tax: -1300 }], { net: -10_000, tax: -1300, total: -11_300 }],
  ])('%j → %j', (lines, totals) => {
    expect(invoiceTotals(lines)).toEqual(totals);
  });
});
