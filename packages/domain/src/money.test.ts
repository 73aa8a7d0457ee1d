import { describe, expect, it } from 'vitest';
import { assertFen, formatYuan, isFen, parseYuan, sumFen } from './money';

describe('formatYuan', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [99, '0.99'],
    [100, '1.00'],
    [1250, '12.50'],
    [1205, '12.05'],
    [-50, '-0.50'],
    [-1, '-0.01'],
    [-123456, '-1234.56'],
    [100000000, '1000000.00'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%d fen → %s', (fen, text) => {
    expect(formatYuan(fen)).toBe(text);
  });

  it.each([[0.5], [NaN], [Infinity], [Number.MAX_SAFE_INTEGER + 1]])('refuses %d', (fen) => {
    expect(() => formatYuan(fen)).toThrow(RangeError);
  });
});

describe('parseYuan', () => {
  it.each([
    ['0', 0],
    ['0.0', 0],
    ['0.00', 0],
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['12.05', 1205],
    ['0.01', 1],
    ['0.1', 10],
    ['007.10', 710],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
  ])('%s → %d', (text, fen) => {
    expect(parseYuan(text)).toBe(fen);
  });

  it.each([
    ['12.505'],
    ['abc'],
    [''],
    ['.5'],
    ['12.'],
    [' 12'],
    ['12 '],
    ['+1'],
    ['1e3'],
    ['1,000.00'],
    ['12.5a'],
    ['0x10'],
    ['１２'],
    ['-1'],
    ['-0.50'],
    ['-0'],
    ['90071992547409.92'],
    ['99999999999999999999'],
  ])('%j → null', (text) => {
    expect(parseYuan(text)).toBeNull();
  });

  it.each([
    ['-1', -100],
    ['-0.50', -50],
    ['-0', 0],
    ['3.3', 330],
    ['--1', null],
    ['-', null],
  ])('with allowNegative %j → %s', (text, fen) => {
    const parsed = parseYuan(text, { allowNegative: true });
    expect(parsed).toBe(fen);
    if (parsed === 0) expect(Object.is(parsed, -0)).toBe(false);
  });

  it.each([[0], [1], [1250], [-50], [99999999]])('round-trips %d fen', (fen) => {
    expect(parseYuan(formatYuan(fen), { allowNegative: true })).toBe(fen);
  });

  it('is not fooled by float representation', () => {
    // 0.1 + 0.2 style inputs must come out exact.
    expect(parseYuan('0.29')).toBe(29);
    expect(parseYuan('1.15')).toBe(115);
    expect(parseYuan('4.35')).toBe(435);
  });
});

describe('assertFen / isFen', () => {
  it.each([
    [0, true],
    [-5, true],
    [Number.MAX_SAFE_INTEGER, true],
    [1.5, false],
    [NaN, false],
    [Infinity, false],
    [2 ** 53, false],
    ['100', false],
  ])('%j → %s', (value, ok) => {
    expect(isFen(value)).toBe(ok);
    if (ok) expect(assertFen(value as number)).toBe(value);
    else expect(() => assertFen(value as number)).toThrow(RangeError);
  });
});

describe('sumFen', () => {
  it.each([
    [[], 0],
    [[1, 2, 3], 6],
    [[1250, -50], 1200],
  ])('%j → %d', (amounts, total) => {
    expect(sumFen(amounts)).toBe(total);
  });

  it.each([[[0.1, 0.2]], [[Number.MAX_SAFE_INTEGER, 1]]])('refuses %j', (amounts) => {
    expect(() => sumFen(amounts)).toThrow(RangeError);
  });
});
