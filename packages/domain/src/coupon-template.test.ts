import { describe, expect, it } from 'vitest';
import {
  claimedCouponValidity,
  claimedPercent,
  claimRefusal,
  couponAmountRefusal,
  couponTemplateRefusal,
  type ClaimState,
  type CouponTemplateRule,
} from './coupon-template';

const at = (text: string) => new Date(`${text}+08:00`);

describe('couponAmountRefusal', () => {
  it.each([
    [5000, 50000, null],
    [1000, 0, null],
    [49999, 50000, null],
    [50000, 50000, '优惠券面额必须小于使用门槛'],
    [60000, 50000, '优惠券面额必须小于使用门槛'],
    [0, 50000, '优惠券面额必须大于0'],
    [-100, 0, '优惠券面额必须大于0'],
    [100, -1, '使用门槛不能小于0'],
  ])('amount %i, threshold %i → %s', (amount, threshold, message) => {
    expect(couponAmountRefusal(amount, threshold)?.message ?? null).toBe(message);
  });
});

const base: CouponTemplateRule = {
  amount: 5000,
  threshold: 50000,
  total: 100,
  limitPerMember: 1,
  claimStartsAt: at('2026-12-01T00:00:00'),
  claimEndsAt: at('2026-12-31T00:00:00'),
  validity: { kind: 'days', validDays: 30 },
};
const fixed = (from: string, to: string) =>
  ({ kind: 'fixed', validFrom: at(from), validTo: at(to) }) as const;

describe('couponTemplateRefusal', () => {
  it.each<[string, Partial<CouponTemplateRule>, number, string | null]>([
    ['a valid template', {}, 0, null],
    ['no threshold', { threshold: 0 }, 0, null],
    ['amount equal to threshold', { amount: 50000 }, 0, 'amount'],
    ['no coupons', { total: 0 }, 0, 'total'],
    ['total below what is claimed', { total: 10 }, 11, 'total'],
    ['total equal to what is claimed', { total: 11 }, 11, null],
    ['no claim per member', { limitPerMember: 0 }, 0, 'limit_per_member'],
    ['too many per member', { limitPerMember: 101 }, 0, 'limit_per_member'],
    ['claim window backwards', { claimEndsAt: at('2026-11-30T00:00:00') }, 0, 'claim_ends_at'],
    ['zero days', { validity: { kind: 'days', validDays: 0 } }, 0, 'valid_days'],
    ['a year and a day', { validity: { kind: 'days', validDays: 366 } }, 0, 'valid_days'],
    ['fixed window', { validity: fixed('2026-12-01T00:00:00', '2027-01-31T00:00:00') }, 0, null],
    [
      'fixed window backwards',
      { validity: fixed('2027-01-31T00:00:00', '2026-12-01T00:00:00') },
      0,
      'valid_to',
    ],
    [
      'use ends before claims do',
      { validity: fixed('2026-12-01T00:00:00', '2026-12-20T00:00:00') },
      0,
      'valid_to',
    ],
  ])('%s → %s', (_name, change, claimed, field) => {
    expect(couponTemplateRefusal({ ...base, ...change }, claimed)?.field ?? null).toBe(field);
  });

  it('names the claim window in its message', () => {
    expect(couponTemplateRefusal({ ...base, claimEndsAt: base.claimStartsAt })?.message).toBe(
      '结束时间必须晚于开始时间',
    );
  });
});

describe('claimedCouponValidity', () => {
  it('a fixed window is the coupon’s', () => {
    const validity = fixed('2026-12-01T00:00:00', '2027-01-31T00:00:00');
    expect(claimedCouponValidity(validity, at('2026-12-05T10:00:00'))).toEqual({
      validFrom: validity.validFrom,
      validTo: validity.validTo,
    });
  });
  it('days count from the claim', () => {
    expect(claimedCouponValidity({ kind: 'days', validDays: 7 }, at('2026-12-05T10:00:00'))).toEqual({
      validFrom: at('2026-12-05T10:00:00'),
      validTo: at('2026-12-12T10:00:00'),
    });
  });
});

describe('claimRefusal', () => {
  const state: ClaimState = {
    isOn: true,
    claimStartsAt: at('2026-12-01T00:00:00'),
    claimEndsAt: at('2026-12-31T00:00:00'),
    total: 5,
    claimed: 2,
    limitPerMember: 2,
    validity: { kind: 'days', validDays: 30 },
  };
  it.each<[string, Partial<ClaimState>, number, string, string | null]>([
    ['claimable', {}, 0, '2026-12-10T00:00:00', null],
    ['one more for the member', {}, 1, '2026-12-10T00:00:00', null],
    ['member at the limit', {}, 2, '2026-12-10T00:00:00', 'limit'],
    ['switched off', { isOn: false }, 0, '2026-12-10T00:00:00', 'off'],
    ['before the window', {}, 0, '2026-11-30T23:59:59', 'not_started'],
    ['at the start', {}, 0, '2026-12-01T00:00:00', null],
    ['at the end', {}, 0, '2026-12-31T00:00:00', 'ended'],
    ['all claimed', { claimed: 5 }, 0, '2026-12-10T00:00:00', 'sold_out'],
    ['sold out wins over the limit', { claimed: 5 }, 2, '2026-12-10T00:00:00', 'sold_out'],
    [
      'fixed validity already over',
      { validity: fixed('2026-11-01T00:00:00', '2026-12-05T00:00:00') },
      0,
      '2026-12-10T00:00:00',
      'ended',
    ],
  ])('%s → %s', (_name, change, mine, now, refusal) => {
    expect(claimRefusal({ ...state, ...change }, mine, at(now))).toBe(refusal);
  });
});

describe('claimedPercent', () => {
  it.each([
    [0, 100, 0],
    [37, 100, 37],
    [999, 1000, 99],
    [1000, 1000, 100],
    [1, 3, 33],
    [0, 0, 100],
  ])('%i of %i → %i%%', (claimed, total, percent) => {
    expect(claimedPercent(claimed, total)).toBe(percent);
  });
});
