import { describe, expect, it } from 'vitest';
import type { CouponTemplateView } from '@yaocai/contract';
import {
  amountMessage,
  couponTemplateInput,
  couponTemplateValues,
  couponText,
  switchedInput,
  templateField,
} from './coupon-template-form';

const view: CouponTemplateView = {
  id: 4,
  name: '品牌专区品种券',
  amount: '30.00',
  threshold: '300.00',
  goods: [
    { id: 11, name: '阿莫西林胶囊', spec: '0.25g*24粒' },
    { id: 12, name: '布洛芬缓释胶囊', spec: '0.3g*20粒' },
  ],
  claim_starts_at: '2026-11-20T16:00:00.000Z',
  claim_ends_at: '2026-12-20T16:00:00.000Z',
  validity: 'fixed',
  valid_from: '2026-11-20T16:00:00.000Z',
  valid_to: '2026-12-31T16:00:00.000Z',
  valid_days: 0,
  total: 800,
  claimed: 233,
  used: 41,
  limit_per_member: 2,
  is_on: 1,
  sort: 3,
  state: 'running',
  state_name: '进行中',
};

describe('coupon template form', () => {
  it('edits a 指定商品 coupon with fixed dates and sends it in China time', () => {
    expect(couponTemplateInput(couponTemplateValues(view))).toEqual({
      name: '品牌专区品种券',
      amount: '30.00',
      threshold: '300.00',
      goods_ids: [11, 12],
      claim_starts_at: '2026-11-21 00:00',
      claim_ends_at: '2026-12-21 00:00',
      validity: 'fixed',
      valid_from: '2026-11-21 00:00',
      valid_to: '2027-01-01 00:00',
      valid_days: 0,
      total: 800,
      limit_per_member: 2,
      is_on: 1,
      sort: 3,
    });
  });

  it('sends no goods for 全场通用, no dates for days, and 0 for no threshold', () => {
    const values = {
      ...couponTemplateValues(view),
      scope: 'all' as const,
      validity: 'days' as const,
      valid_days: 15,
      threshold: null,
    };
    const input = couponTemplateInput(values);
    expect(input).toMatchObject({ goods_ids: [], validity: 'days', valid_days: 15, threshold: '0' });
    expect(input).not.toHaveProperty('valid_from');
  });

  it('switches a coupon off keeping the rest', () => {
    expect(switchedInput(view, false)).toMatchObject({ is_on: 0, name: view.name, total: 800 });
  });

  it('starts a new one as 全场通用, 30 days, one per member', () => {
    expect(couponTemplateValues()).toMatchObject({
      scope: 'all',
      validity: 'days',
      valid_days: 30,
      limit_per_member: 1,
    });
  });

  it.each([
    ['20', '300', null],
    ['5', null, null],
    ['300', '300', '优惠券面额必须小于使用门槛'],
    ['0', null, '优惠券面额必须大于0'],
    ['', '300', '请填写优惠券面额'],
    ['1.005', '300', '优惠券面额格式不正确，最多两位小数'],
  ])('amount %s with threshold %s → %s', (amount, threshold, message) => {
    expect(amountMessage(amount, threshold)).toBe(message);
  });

  it('maps the API’s time fields to the range fields', () => {
    expect(
      ['claim_starts_at', 'claim_ends_at', 'valid_from', 'valid_to', 'total'].map(templateField),
    ).toEqual(['claim_window', 'claim_window', 'valid_window', 'valid_window', 'total']);
  });

  it('reads as 满X减Y', () => {
    expect(couponText(view)).toBe('满300减30');
    expect(couponText({ amount: '5.00', threshold: '0.00' })).toBe('无门槛减5');
  });
});
