import { describe, expect, it } from 'vitest';
import { payMethodText } from './order-labels';

describe('payMethodText', () => {
  it.each([
    [null, null, '—'],
    ['balance', null, '余额支付'],
    ['credit', null, '账期支付'],
    ['online', 'alipay', '在线支付（支付宝）'],
    ['online', 'wechat', '在线支付（微信支付）'],
    ['online', null, '在线支付'],
    ['online', 'unknown', '在线支付'],
    ['cash', null, 'cash'],
  ])('%s paid through %s reads %s', (pay_method, pay_provider, text) => {
    expect(payMethodText({ pay_method, pay_provider })).toBe(text);
  });
});
