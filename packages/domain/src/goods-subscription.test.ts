import { describe, expect, it } from 'vitest';
import {
  isSubscriptionStatus,
  isSubscriptionType,
  priceDropReached,
  subscriptionDue,
  subscriptionRefusal,
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_TYPE_LABELS,
} from './goods-subscription';

describe('subscription names', () => {
  it('types and statuses have Chinese labels', () => {
    expect(SUBSCRIPTION_TYPE_LABELS).toEqual({ arrival: '到货通知', price: '降价通知' });
    expect(SUBSCRIPTION_STATUS_LABELS).toEqual({ active: '等待通知', done: '已通知' });
  });

  it.each([
    ['arrival', true],
    ['price', true],
    ['stock', false],
    ['', false],
    [undefined, false],
    [1, false],
  ])('isSubscriptionType(%j) → %s', (value, ok) => {
    expect(isSubscriptionType(value)).toBe(ok);
  });

  it.each([
    ['active', true],
    ['done', true],
    ['cancelled', false],
    [null, false],
  ])('isSubscriptionStatus(%j) → %s', (value, ok) => {
    expect(isSubscriptionStatus(value)).toBe(ok);
  });
});

describe('priceDropReached', () => {
  it.each([
    // current, target, base, reached
    [900, 1000, 1200, true], // below the named price
    [1000, 1000, 1200, false], // at the named price is not below it
    [1100, 1000, 1200, false], // dropped, but not far enough
    [1199, null, 1200, true], // no named price: any drop below the subscribing price
    [1200, null, 1200, false],
    [1300, null, 1200, false], // a rise
    [500, 1000, null, true],
    [500, null, null, false], // nothing to compare with
    [null, 1000, 1200, false], // price hidden from the member
    [null, null, 1200, false],
    [0, 1, 100, true], // free is below anything
  ] as const)('current %s, target %s, base %s → %s', (current, target, base, reached) => {
    expect(priceDropReached({ current, target, base })).toBe(reached);
  });
});

describe('subscriptionDue', () => {
  it.each([
    ['arrival', null, null, 0, 1000, false],
    ['arrival', null, null, 1, 1000, true],
    ['arrival', null, null, 50, null, true], // stock is shown even when prices are not
    ['price', null, 1200, 0, 1100, true], // a drop counts when out of stock too
    ['price', 1000, 1200, 10, 1100, false],
    ['price', 1000, 1200, 10, 999, true],
    ['price', null, 1200, 10, null, false],
  ] as const)('%s target %s base %s, stock %s price %s → %s', (type, target, base, stock, price, due) => {
    expect(subscriptionDue({ type, target, base }, { stock, price })).toBe(due);
  });
});

describe('subscriptionRefusal', () => {
  it.each([
    ['arrival', null, 0, 1000, null],
    ['arrival', null, 0, null, null], // any member may wait for stock
    ['arrival', null, 3, 1000, 'type'],
    ['price', null, 3, 1000, null],
    ['price', null, 0, 1000, null],
    ['price', 999, 3, 1000, null],
    ['price', 1000, 3, 1000, 'price'],
    ['price', 1500, 3, 1000, 'price'],
    ['price', null, 3, null, 'type'],
    ['price', 500, 3, null, 'type'],
  ] as const)('%s target %s, stock %s price %s → %s', (type, target, stock, price, field) => {
    expect(subscriptionRefusal({ type, target }, { stock, price })?.field ?? null).toBe(field);
  });

  it('says why in words a buyer understands', () => {
    expect(subscriptionRefusal({ type: 'arrival', target: null }, { stock: 5, price: 100 })?.message).toBe(
      '该商品有货，可直接采购，无需订阅到货通知',
    );
    expect(subscriptionRefusal({ type: 'price', target: 1250 }, { stock: 5, price: 1250 })).toEqual({
      field: 'price',
      message: '期望价格须低于当前供货价¥12.50',
    });
    expect(subscriptionRefusal({ type: 'price', target: null }, { stock: 5, price: null })?.message).toBe(
      '资质审核通过后才能订阅降价通知',
    );
  });
});
