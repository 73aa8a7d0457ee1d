import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { createCommerceApp, type GoodsPick, type Kit } from '../../test/commerce-test-kit';
import { deliverDueWebhooks } from './webhook-worker';
import { startReceiver } from './webhook-test-receiver';

const policy = { production: false, allowHosts: [] };
let k: Kit;
let goods: GoodsPick[];
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let endpoint: { id: number; secret: string };
let clock = Date.now();
const tick = (at = clock) => deliverDueWebhooks(k.db, policy, { now: new Date(at) });

beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'operator01', 'kefu01', 'yunying01']);
  goods = await k.plainGoods(1);
  receiver = await startReceiver({ failFirst: 2 });
});
afterAll(async () => {
  await receiver?.close();
  await k?.close();
});

/** A paid order (order.created then order.paid); `pay: false` leaves it unpaid. */
const placeOrder = (pay = true) =>
  k.placeOrder('yaodian01', [{ goods_id: goods[0]!.id, number: 2 }], pay ? { pay_method: 'balance' } : {});

describe('webhook endpoints', () => {
  it('answer the new endpoint with its secret once; the list and the audit log never show it', async () => {
    const res = await k.post(
      '/api/operator/webhooks',
      {
        url: receiver.url(),
        events: ['order.created', 'order.paid', 'order.shipped', 'order.cancelled', 'member.approved'],
        description: '用友 U8',
      },
      'operator01',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    endpoint = { id: res.body.data.id, secret: res.body.data.secret };
    const list = await k.get('/api/operator/webhooks', 'operator01');
    expect(list.body.data.list).toEqual([
      expect.objectContaining({ id: endpoint.id, url: receiver.url(), created_by: 'operator01', pending: 0 }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(endpoint.secret);
    const audit = await k.rows(`select * from audit_log where entity = 'webhook_endpoint'`);
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(endpoint.secret.slice(6));
  });
});

describe('delivery', () => {
  it('signs each event, retries after 1 s and 5 s, and has each acknowledged once', async () => {
    const orderId = await placeOrder();
    clock = Date.now();
    expect(await tick()).toEqual({ attempted: 2, succeeded: 0, failed: 2 });
    expect(await tick()).toEqual({ attempted: 0, succeeded: 0, failed: 0 });
    expect((await tick(clock + 999)).attempted).toBe(0);
    expect(await tick(clock + 1_000)).toEqual({ attempted: 2, succeeded: 0, failed: 2 });
    expect((await tick(clock + 5_999)).attempted).toBe(0);
    expect(await tick(clock + 6_000)).toEqual({ attempted: 2, succeeded: 2, failed: 0 });

    const acknowledged = receiver.acknowledged();
    expect(acknowledged).toHaveLength(2);
    expect(new Set(acknowledged).size).toBe(2);
    const bodies = receiver.received
      .filter((r) => r.status === 200)
      .map((r) => new Webhook(endpoint.secret).verify(r.body, r.headers as Record<string, string>));
    expect(bodies.map((b) => (b as { type: string }).type).sort()).toEqual(['order.created', 'order.paid']);
    const paid = bodies.find((b) => (b as { type: string }).type === 'order.paid') as Record<string, any>;
    for (const r of receiver.received) expect(JSON.parse(r.body).id).toBe(r.headers['webhook-id']);
    expect(paid.data.order).toMatchObject({ id: orderId, status: 'to_ship', pay_method: 'balance' });
    expect(paid.data.order.lines[0]).toMatchObject({
      goods_id: goods[0]!.id,
      quantity: 2,
      approval_number: expect.stringMatching(/\S/),
      batch_no: expect.stringMatching(/\S/),
      expires_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(
        receiver.received[0]!.body,
        receiver.received[0]!.headers as Record<string, string>,
      ),
    ).toThrow();
  });

  it('shows every attempt of a delivery in the console with its status code and duration', async () => {
    const res = await k.get(`/api/operator/webhooks/${endpoint.id}/deliveries`, 'operator01');
    expect(res.status).toBe(200);
    const [paid] = res.body.data.list;
    expect(paid).toMatchObject({ event_type: 'order.paid', status: 'succeeded', attempts: 3 });
    expect(paid.attempt_list.map((a: { status_code: number }) => a.status_code)).toEqual([500, 500, 200]);
    expect(paid.attempt_list[0].error).toBe('接收方返回 HTTP 500');
    expect(paid.attempt_list[2]).toMatchObject({ error: '', duration_ms: expect.any(Number) });
  });

  it('reports shipping, cancelling and member approval', async () => {
    receiver.options.failFirst = 0;
    const shipped = await placeOrder();
    const ship = await k.post(
      `/api/operator/order/${shipped}/ship`,
      { logistics_company: '顺丰速运', logistics_no: 'SF1234567890' },
      'operator01',
    );
    expect(ship.status).toBe(200);
    const unpaid = await placeOrder(false);
    expect((await k.post(`/api/order/${unpaid}/cancel`, {}, 'yaodian01')).status).toBe(200);
    const daishen = await k.memberId('daishen01');
    const approve = await k.post(`/api/operator/reviews/${daishen}/approve`, {}, 'yunying01');
    expect(approve.status, JSON.stringify(approve.body)).toBe(200);
    const before = receiver.received.length;
    await tick(Date.now());
    const types = receiver.received.slice(before).map((r) => JSON.parse(r.body) as Record<string, any>);
    expect(types.map((b) => b.type).sort()).toEqual(
      [
        'order.cancelled',
        'order.created',
        'order.created',
        'order.paid',
        'order.shipped',
        'member.approved',
      ].sort(),
    );
    expect(types.find((b) => b.type === 'order.shipped')!.data.order.logistics_no).toBe('SF1234567890');
    expect(types.find((b) => b.type === 'order.cancelled')!.data.order).toMatchObject({
      id: unpaid,
      status: 'cancelled',
    });
    expect(types.find((b) => b.type === 'member.approved')!.data.member).toMatchObject({
      id: daishen,
      username: 'daishen01',
      is_passed: 1,
    });
  });
});

describe('retries', () => {
  let down: { id: number };
  const deliveryOfDown = async () =>
    (await k.rows(`select * from webhook_deliveries where endpoint_id = ${down.id}`))[0]!;

  it('follow the schedule for 3 days, then mark the delivery failed; 重试 sends it once more', async () => {
    const res = await k.post(
      '/api/operator/webhooks',
      { url: receiver.url('/down'), events: ['order.cancelled'] },
      'operator01',
    );
    down = { id: res.body.data.id };
    const unpaid = await placeOrder(false);
    expect((await k.post(`/api/order/${unpaid}/cancel`, {}, 'yaodian01')).status).toBe(200);
    let delivery = await deliveryOfDown();
    const first = new Date(delivery.next_attempt_at).getTime();
    for (let round = 0; round < 30 && delivery.status === 'pending'; round++) {
      await tick(new Date(delivery.next_attempt_at).getTime());
      delivery = await deliveryOfDown();
    }
    expect(delivery).toMatchObject({ status: 'failed', attempts: 18 });
    const attempts = await k.rows(
      `select attempted_at, status_code from webhook_attempts where delivery_id = ${delivery.id} order by id`,
    );
    const at = attempts.map((a) => new Date(a.attempted_at).getTime());
    const gaps = at.slice(1).map((t, i) => (t - at[i]!) / 1000);
    expect(gaps).toEqual([1, 5, 30, 300, 1800, 7200, ...Array(11).fill(21600)]);
    expect(at.at(-1)! - first).toBeLessThanOrEqual(3 * 86_400_000);
    expect(attempts.every((a) => a.status_code === 503)).toBe(true);

    const list = await k.get(`/api/operator/webhooks/${down.id}/deliveries?status=failed`, 'operator01');
    expect(list.body.data.list).toEqual([expect.objectContaining({ id: delivery.id, status: 'failed' })]);
    expect((await k.get('/api/operator/webhooks', 'operator01')).body.data.list[0]).toMatchObject({
      id: down.id,
      failed: 1,
    });

    const retry = await k.post(
      `/api/operator/webhooks/${down.id}/deliveries/${delivery.id}/retry`,
      {},
      'operator01',
    );
    expect(retry.body.data).toEqual({ id: delivery.id, status: 'pending' });
    expect((await tick(Date.now())).attempted).toBeGreaterThanOrEqual(1);
    expect(await deliveryOfDown()).toMatchObject({ status: 'failed', attempts: 19 });
  });

  it("refuse a retry of an unknown delivery or another endpoint's with 404", async () => {
    const delivery = await deliveryOfDown();
    const other = await k.post(
      `/api/operator/webhooks/${endpoint.id}/deliveries/${delivery.id}/retry`,
      {},
      'operator01',
    );
    expect(other.status).toBe(404);
    expect(
      (await k.post(`/api/operator/webhooks/${down.id}/deliveries/999999/retry`, {}, 'operator01')).status,
    ).toBe(404);
  });

  it("stop an endpoint's deliveries when it is deleted", async () => {
    const unpaid = await placeOrder(false);
    expect((await k.post(`/api/order/${unpaid}/cancel`, {}, 'yaodian01')).status).toBe(200);
    const res = await k.call({
      method: 'DELETE',
      url: `/api/operator/webhooks/${down.id}`,
      headers: { cookie: k.cookies.operator01! },
    });
    expect(res.status).toBe(200);
    const pending = await k.rows(
      `select id from webhook_deliveries where endpoint_id = ${down.id} and status = 'pending'`,
    );
    expect(pending).toEqual([]);
    const list = await k.get('/api/operator/webhooks', 'operator01');
    expect(list.body.data.list.map((e: { id: number }) => e.id)).toEqual([endpoint.id]);
    const again = await k.call({
      method: 'DELETE',
      url: `/api/operator/webhooks/${down.id}`,
      headers: { cookie: k.cookies.operator01! },
    });
    expect(again.status).toBe(404);
    await tick(Date.now());
  });
});

describe('restart', () => {
  it('loses no delivery when the app stops in the middle of a round', async () => {
    await tick(Date.now() + 86_400_000);
    const before = new Set(receiver.acknowledged());
    for (let i = 0; i < 3; i++) await placeOrder();
    expect(await k.count(`webhook_deliveries where status = 'pending'`)).toBe(6);
    const now = Date.now();
    expect((await deliverDueWebhooks(k.db, policy, { now: new Date(now), batch: 2 })).succeeded).toBe(2);
    // A round that never finishes: the instance dies with two deliveries leased and unsent.
    void deliverDueWebhooks(k.db, policy, {
      now: new Date(now),
      batch: 2,
      send: () => new Promise(() => {}),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await k.app.close();

    const app = await buildApp(testConfig(), k.database);
    try {
      expect((await deliverDueWebhooks(k.db, policy, { now: new Date(now) })).succeeded).toBe(2);
      expect((await deliverDueWebhooks(k.db, policy, { now: new Date(now + 30_000) })).attempted).toBe(0);
      expect((await deliverDueWebhooks(k.db, policy, { now: new Date(now + 61_000) })).succeeded).toBe(2);
      expect(await k.count(`webhook_deliveries where status = 'pending'`)).toBe(0);
      const fresh = receiver.acknowledged().filter((id) => !before.has(id));
      expect(fresh).toHaveLength(6);
      expect(new Set(fresh).size).toBe(6);
      const list = await app.inject({
        method: 'GET',
        url: `/api/operator/webhooks/${endpoint.id}/deliveries`,
        headers: { cookie: k.cookies.operator01! },
      });
      expect(
        list
          .json()
          .data.list.slice(0, 6)
          .every((d: { status: string }) => d.status === 'succeeded'),
      ).toBe(true);
    } finally {
      await app.close();
    }
  });
});
