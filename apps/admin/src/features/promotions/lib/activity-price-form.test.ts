import { describe, expect, it } from 'vitest';
import { activityPriceInput, activityPriceValues, priceMessage } from './activity-price-form';
import { spikeOffer } from './promotion-fixtures';

const view = spikeOffer();

describe('activity price form', () => {
  it('edits a price and sends it in China time', () => {
    expect(activityPriceInput(activityPriceValues(view, 'daily'))).toEqual({
      kind: 'spike',
      goods_id: 1429,
      price: '84.00',
      limit_per_member: 2,
      starts_at: '2026-11-23 10:00',
      ends_at: '2026-11-23 22:00',
    });
  });

  it('starts a new one of the listed kind without a limit', () => {
    expect(activityPriceValues(undefined, 'daily')).toEqual({
      kind: 'daily',
      price: null,
      limit_per_member: 0,
      window: null,
    });
  });

  it('refuses a price at or above the goods price', () => {
    expect(priceMessage('84', '127.90')).toBeNull();
    expect(priceMessage('127.90', '127.90')).toBe('活动价必须低于商品供货价');
    expect(priceMessage('0', '127.90')).toBe('活动价必须大于0');
    expect(priceMessage('8.999', '127.90')).toBe('活动价格式不正确，最多两位小数');
    expect(priceMessage('', undefined)).toBe('请填写活动价');
    expect(priceMessage('999', undefined)).toBeNull();
  });
});
