import { describe, expect, it } from 'vitest';
import { referencePrice, sellingPrice } from './price';

describe('shown prices', () => {
  it.each([
    [{ base_price: '10.00', discount_price: '9.40' }, '9.40', '10.00'],
    [{ base_price: '10.00', discount_price: null }, '10.00', null],
    [{ base_price: '10.00' }, '10.00', null],
    [{ base_price: null, discount_price: null }, null, null],
  ])('%j → %s, struck %s', (goods, selling, reference) => {
    expect(sellingPrice(goods)).toBe(selling);
    expect(referencePrice(goods)).toBe(reference);
  });
});
