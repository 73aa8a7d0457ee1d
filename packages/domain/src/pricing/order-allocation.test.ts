import { describe, expect, it } from 'vitest';
import { allocateOrderDiscounts, type AllocationInput, type AllocationLine } from './order-allocation';

const line = (
  amount: number,
  fullReductionId: number | null = null,
  couponEligible = true,
): AllocationLine => ({
  amount,
  fullReductionId,
  couponEligible,
});
const base = (lines: AllocationLine[], over: Partial<AllocationInput> = {}): AllocationInput => ({
  lines,
  fullReductions: new Map(),
  coupon: 0,
  shipping: 0,
  redPacket: 0,
  cashVoucher: 0,
  ...over,
});

describe('allocateOrderDiscounts', () => {
  it.each([
    // lines, overrides, expected paid per line, shipping paid, payable
    [[line(10000)], {}, [10000], 0, 10000],
    [[line(10000)], { shipping: 1500 }, [10000], 1500, 11500],
    [[line(30000, 1), line(20000, 1)], { fullReductions: new Map([[1, 3000]]) }, [28200, 18800], 0, 47000],
    [[line(30000, 1), line(20000, null)], { fullReductions: new Map([[1, 3000]]) }, [27000, 20000], 0, 47000],
    [[line(10000), line(10000, null, false)], { coupon: 500 }, [9500, 10000], 0, 19500],
    [[line(100)], { coupon: 500 }, [0], 0, 0],
    [[line(100)], { shipping: 1500, redPacket: 99999 }, [0], 0, 0],
    [[line(1000)], { shipping: 1000, redPacket: 500 }, [750], 750, 1500],
    [[line(1000)], { shipping: 1000, redPacket: 500, cashVoucher: 2000 }, [0], 0, 0],
    [[], { shipping: 1500, redPacket: 100 }, [], 1400, 1400],
    [[line(0)], { coupon: 100 }, [0], 0, 0],
  ])('%j %j → %j, shipping %d, payable %d', (lines, over, paid, shippingPaid, payable) => {
    const result = allocateOrderDiscounts(base(lines, over as Partial<AllocationInput>));
    expect(result.lines.map((l) => l.paid)).toEqual(paid);
    expect(result.shipping.paid).toBe(shippingPaid);
    expect(result.payable).toBe(payable);
  });

  it('keeps every share within its line and sums each discount exactly', () => {
    const lines = [line(33333, 1), line(16667, 1), line(9999, 2), line(4001, null, false), line(12345, 2)];
    const result = allocateOrderDiscounts(
      base(lines, {
        fullReductions: new Map([
          [1, 5000],
          [2, 1000],
        ]),
        coupon: 777,
        shipping: 1500,
        redPacket: 1234,
        cashVoucher: 999,
      }),
    );
    const total = (key: 'fullReduction' | 'coupon' | 'redPacket' | 'cashVoucher') =>
      result.lines.reduce((a, l) => a + l[key], 0);
    expect(total('fullReduction')).toBe(6000);
    expect(total('coupon')).toBe(777);
    expect(total('redPacket') + result.shipping.redPacket).toBe(1234);
    expect(total('cashVoucher') + result.shipping.cashVoucher).toBe(999);
    result.lines.forEach((l, i) => {
      expect(l.paid).toBeGreaterThanOrEqual(0);
      expect(l.fullReduction + l.coupon + l.redPacket + l.cashVoucher + l.paid).toBe(lines[i]?.amount);
    });
    expect(result.lines[3]).toMatchObject({ fullReduction: 0, coupon: 0 });
    expect(result.payable).toBe(76345 + 1500 - 6000 - 777 - 1234 - 999);
    expect(result.lines.reduce((a, l) => a + l.paid, 0) + result.shipping.paid).toBe(result.payable);
  });

  it('clamps discounts bigger than what is left and reports what was used', () => {
    const result = allocateOrderDiscounts(
      base([line(1000, 1)], { fullReductions: new Map([[1, 5000]]), coupon: 300, redPacket: 300 }),
    );
    expect(result.used).toEqual({ fullReduction: 1000, coupon: 0, redPacket: 0, cashVoucher: 0 });
    expect(result.payable).toBe(0);
  });

  it.each([[{ coupon: -1 }], [{ shipping: 1.5 }], [{ redPacket: NaN }]])('refuses %j', (over) => {
    expect(() => allocateOrderDiscounts(base([line(100)], over))).toThrow(RangeError);
  });
});
