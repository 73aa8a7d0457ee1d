import { describe, expect, it } from 'vitest';
import { payable, type PayableInput } from './totals';

describe('payable', () => {
  it.each<[string, PayableInput, number, [number, number, number, number]]>([
    // name, input, payable, used [fullReduction, coupon, redPacket, cashVoucher]
    ['goods only', { goodsTotal: 10000 }, 10000, [0, 0, 0, 0]],
    ['goods and shipping', { goodsTotal: 10000, shipping: 1500 }, 11500, [0, 0, 0, 0]],
    [
      'every discount fits',
      {
        goodsTotal: 100000,
        fullReduction: 8000,
        coupon: 2000,
        redPacket: 500,
        cashVoucher: 1000,
        shipping: 0,
      },
      88500,
      [8000, 2000, 500, 1000],
    ],
    [
      'coupon larger than goods left',
      { goodsTotal: 5000, fullReduction: 3000, coupon: 3000 },
      0,
      [3000, 2000, 0, 0],
    ],
    ['coupon cannot pay shipping', { goodsTotal: 5000, coupon: 6000, shipping: 1500 }, 1500, [0, 5000, 0, 0]],
    [
      'red packet can pay shipping',
      { goodsTotal: 5000, coupon: 5000, redPacket: 1000, shipping: 1500 },
      500,
      [0, 5000, 1000, 0],
    ],
    [
      'red packet larger than due',
      { goodsTotal: 2000, redPacket: 5000, cashVoucher: 1000, shipping: 1500 },
      0,
      [0, 0, 3500, 0],
    ],
    [
      'cash voucher takes the rest',
      { goodsTotal: 2000, redPacket: 500, cashVoucher: 5000, shipping: 1500 },
      0,
      [0, 0, 500, 3000],
    ],
    ['full reduction larger than goods', { goodsTotal: 1000, fullReduction: 5000 }, 0, [1000, 0, 0, 0]],
    ['zero goods', { goodsTotal: 0, coupon: 100, redPacket: 100 }, 0, [0, 0, 0, 0]],
  ])('%s', (_name, input, expectedPayable, [fullReduction, coupon, redPacket, cashVoucher]) => {
    const result = payable(input);
    expect(result.payable).toBe(expectedPayable);
    expect(result.used).toEqual({ fullReduction, coupon, redPacket, cashVoucher });
    expect(result.discountTotal).toBe(fullReduction + coupon + redPacket + cashVoucher);
    expect(result.payable + result.discountTotal).toBe(input.goodsTotal + (input.shipping ?? 0));
  });

  it('reports goods after discounts and shipping separately', () => {
    expect(payable({ goodsTotal: 10000, fullReduction: 1000, coupon: 500, shipping: 1500 })).toMatchObject({
      goodsAfterDiscounts: 8500,
      shipping: 1500,
      payable: 10000,
    });
  });

  it.each<[PayableInput]>([
    [{ goodsTotal: -1 }],
    [{ goodsTotal: 100, coupon: -5 }],
    [{ goodsTotal: 100, redPacket: 0.5 }],
    [{ goodsTotal: 100, shipping: -1500 }],
    [{ goodsTotal: 10.5 }],
  ])('refuses %j', (input) => {
    expect(() => payable(input)).toThrow(RangeError);
  });
});
