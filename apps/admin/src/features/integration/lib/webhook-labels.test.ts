import { describe, expect, it } from 'vitest';
import { attemptOutcome, eventNames } from './webhook-labels';

describe('attemptOutcome', () => {
  it.each([
    [{ status_code: 200, error: '' }, 'HTTP 200'],
    [{ status_code: 500, error: '接收方返回 HTTP 500' }, '接收方返回 HTTP 500'],
    [{ status_code: null, error: '超时（10 秒未响应）' }, '超时（10 秒未响应）'],
    [{ status_code: null, error: '' }, '无响应'],
  ])('%j → %s', (attempt, expected) => {
    expect(attemptOutcome(attempt)).toBe(expected);
  });
});

describe('eventNames', () => {
  it('names the subscribed events in the catalogue order', () => {
    const catalogue = [
      { code: 'order.created', name: '订单已提交' },
      { code: 'order.paid', name: '订单已支付' },
    ];
    expect(eventNames(['order.paid', 'order.created', 'x'], catalogue)).toEqual(['订单已提交', '订单已支付']);
  });
});
