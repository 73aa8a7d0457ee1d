import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, isChineseBarcode, isValidEan13 } from './barcode';

describe('EAN-13 (69 码)', () => {
  it.each([
    ['690123456789', 2],
    ['693468300006', 1],
    ['400638133393', 1],
  ])('check digit of %s is %i', (first12, digit) => {
    expect(ean13CheckDigit(first12)).toBe(digit);
  });

  it.each([
    ['6901234567892', true],
    ['6901234567893', false],
    ['690123456789', false],
    ['69012345678921', false],
    ['69012a4567892', false],
  ])('%s valid: %s', (code, valid) => {
    expect(isValidEan13(code)).toBe(valid);
  });

  it('a 69 code is Chinese, a German 400 code is not', () => {
    expect(isChineseBarcode('6901234567892')).toBe(true);
    expect(isChineseBarcode('4006381333931')).toBe(false);
  });
});
