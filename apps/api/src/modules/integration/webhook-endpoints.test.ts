import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type Kit } from '../../test/commerce-test-kit';

// The endpoint API's guards, on an app where no endpoint is ever saved (webhook.test.ts saves one and
// follows its deliveries).
const ERP = 'https://erp.example.com/in';
let k: Kit;
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'operator01', 'kefu01', 'yunying01']);
});
afterAll(() => k?.close());

describe('webhook endpoints', () => {
  it('refuse visitors (10001), members and staff without 系统对接 (403) before validation', async () => {
    const visitor = await k.call({ method: 'GET', url: '/api/operator/webhooks' });
    expect([visitor.status, visitor.body.code]).toEqual([401, 10001]);
    for (const user of ['yaodian01', 'kefu01', 'yunying01']) {
      expect((await k.get('/api/operator/webhooks', user)).status, user).toBe(403);
      expect((await k.post('/api/operator/webhooks', { url: 'ftp://x' }, user)).status, user).toBe(403);
      expect((await k.get('/api/operator/webhooks/1/deliveries', user)).status, user).toBe(403);
    }
  });

  it('refuse an address that is not http(s) and unknown events with 422, writing nothing', async () => {
    const ftp = await k.post(
      '/api/operator/webhooks',
      { url: 'ftp://erp.example.com/in', events: ['order.paid'] },
      'operator01',
    );
    expect([ftp.status, ftp.body.errors?.url?.[0]]).toEqual([
      422,
      '接收地址应为 http:// 或 https:// 开头的网址',
    ]);
    const unknown = await k.post(
      '/api/operator/webhooks',
      { url: ERP, events: ['order.paid', 'order.refunded'] },
      'operator01',
    );
    expect([unknown.status, unknown.body.msg]).toEqual([422, '事件类型“order.refunded”不存在']);
    const none = await k.post('/api/operator/webhooks', { url: ERP, events: [] }, 'operator01');
    expect([none.status, none.body.msg]).toEqual([422, '请选择订阅的事件']);
    expect(await k.count('webhook_endpoints')).toBe(0);
  });

  it('write nothing to the outbox while no endpoint subscribes', async () => {
    const [goods] = await k.plainGoods(1);
    await k.placeOrder('yaodian01', [{ goods_id: goods!.id, number: 2 }], { pay_method: 'balance' });
    expect(await k.count('webhook_events')).toBe(0);
  });
});
