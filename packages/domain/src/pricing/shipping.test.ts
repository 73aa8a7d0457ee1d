import { describe, expect, it } from 'vitest';
import { lineShipsFree, shippingFor, type ShippingLine } from './shipping';

const zone = (quantity: number, freeShippingNumber: number, amount = 1000): ShippingLine => ({
  isFreeShippingZone: true,
  quantity,
  freeShippingNumber,
  amount,
});
const plain = (quantity: number, amount = 1000): ShippingLine => ({
  isFreeShippingZone: false,
  quantity,
  freeShippingNumber: 0,
  amount,
});

describe('lineShipsFree', () => {
  it.each([
    [zone(10, 10), true],
    [zone(11, 10), true],
    [zone(9, 10), false],
    [zone(1, 0), true],
    [plain(100), false],
  ])('%j → %s', (line, free) => {
    expect(lineShipsFree(line)).toBe(free);
  });
});

describe('shippingFor', () => {
  it.each([
    // name, lines, goodsTotal, expected
    [
      'below threshold pays the fee',
      [plain(1)],
      30000,
      { shipping_amount: 1500, no_trans_order_amount: 50000 },
    ],
    ['one fen short', [plain(1)], 79999, { shipping_amount: 1500, no_trans_order_amount: 1 }],
    ['threshold reached exactly', [plain(1)], 80000, { shipping_amount: 0, no_trans_order_amount: 0 }],
    ['above threshold', [plain(1)], 120000, { shipping_amount: 0, no_trans_order_amount: 0 }],
    [
      'every line in the zone and enough',
      [zone(10, 10), zone(5, 3)],
      2000,
      { shipping_amount: 0, no_trans_order_amount: 0 },
    ],
    [
      'one zone line short of its number',
      [zone(10, 10), zone(2, 3)],
      2000,
      { shipping_amount: 1500, no_trans_order_amount: 78000 },
    ],
    [
      'a zone line and a plain line',
      [zone(10, 10), plain(1)],
      2000,
      { shipping_amount: 1500, no_trans_order_amount: 78000 },
    ],
    [
      'zone line short but threshold reached',
      [zone(1, 10)],
      90000,
      { shipping_amount: 0, no_trans_order_amount: 0 },
    ],
    ['empty order ships nothing', [], 0, { shipping_amount: 0, no_trans_order_amount: 80000 }],
  ])('%s', (_name, lines, goodsTotal, expected) => {
    expect(shippingFor({ lines, goodsTotal })).toEqual(expected);
  });

  it.each([
    // lines, freeThreshold, shippingFee, expected (goodsTotal from the line amounts)
    [[plain(1, 4000), plain(2, 5000)], 10000, 800, { shipping_amount: 800, no_trans_order_amount: 1000 }],
    [[plain(1, 4000), plain(2, 6000)], 10000, 800, { shipping_amount: 0, no_trans_order_amount: 0 }],
    [[plain(1, 1)], 0, 800, { shipping_amount: 0, no_trans_order_amount: 0 }],
    [[plain(1, 1)], 100, 0, { shipping_amount: 0, no_trans_order_amount: 99 }],
  ])('lines %j, threshold %d, fee %d', (lines, freeThreshold, shippingFee, expected) => {
    expect(shippingFor({ lines, freeThreshold, shippingFee })).toEqual(expected);
  });

  it.each([
    [{ lines: [plain(1)], goodsTotal: 10.5 }],
    [{ lines: [plain(1)], goodsTotal: 100, shippingFee: 1.5 }],
    [{ lines: [plain(1, 0.5)] }],
  ])('refuses %j', (input) => {
    expect(() => shippingFor(input)).toThrow(RangeError);
  });
});
