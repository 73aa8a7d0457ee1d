import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('package entry', () => {
  it.each([
    ['formatYuan'],
    ['parseYuan'],
    ['assertFen'],
    ['unitPrice'],
    ['nextTierHint'],
    ['lineAmount'],
    ['evaluateFullReduction'],
    ['allocateShares'],
    ['shippingFor'],
    ['payable'],
    ['isValidQuantity'],
    ['stepQuantity'],
    ['normaliseQuantity'],
    ['isMobilePhone'],
    ['isLandline'],
    ['isPhone'],
    ['isEmail'],
    ['classifyCode'],
    ['linkNotice'],
    ['badgeText'],
    ['promoTagColor'],
    ['isNearExpiry'],
    ['priceVisibility'],
    ['canBuyScope'],
    ['isForbiddenScope'],
    ['canTransition'],
    ['canAfterSaleTransition'],
  ] as const)('re-exports %s', (name) => {
    expect(typeof domain[name]).toBe('function');
  });

  it('prices a whole order end to end', () => {
    const quantities = [60, 3];
    const prices = [
      domain.unitPrice({ basePrice: 1200, ladder: [{ number: 50, price: 1000 }], quantity: quantities[0] }),
      domain.unitPrice({ basePrice: 2500, activityPrice: 1990, quantity: quantities[1] }),
    ];
    const amounts = prices.map((price, i) => domain.lineAmount(price, quantities[i]));
    expect(amounts).toEqual([60000, 5970]);
    const goodsTotal = domain.sumFen(amounts);
    const manjian = domain.evaluateFullReduction([{ amount: 50000, reduction: 3000 }], goodsTotal);
    expect(domain.allocateShares(manjian.reduction, amounts)).toEqual([2729, 271]);
    const shipping = domain.shippingFor({
      lines: amounts.map((amount, i) => ({
        isFreeShippingZone: false,
        quantity: quantities[i],
        freeShippingNumber: 0,
        amount,
      })),
    });
    expect(shipping).toEqual({ shipping_amount: 1500, no_trans_order_amount: 14030 });
    const result = domain.payable({
      goodsTotal,
      fullReduction: manjian.reduction,
      coupon: 1000,
      redPacket: 500,
      shipping: shipping.shipping_amount,
    });
    expect(domain.formatYuan(result.payable)).toBe('629.70');
  });
});
