import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type GoodsPick, type Kit, type Row } from '../../test/commerce-test-kit';
import { createTestApp } from '../../test/test-app';
import { DEV_LOGISTICS_SALT, pushSign } from '../../providers/logistics/index';
import { autoConfirmSignedOrders, followDueParcels } from './index';
import { SandboxCarrier } from '../../providers/logistics/index';

let k: Kit;
let goods: GoodsPick[];
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'zhensuo01', 'operator01']);
  goods = await k.plainGoods(3);
});
afterAll(() => k?.close());

const OK = { result: true, returnCode: '200', message: '成功' };

/** A push as 快递100 sends it (resultv2=1): steps newest first, Beijing times, form-encoded param + sign. */
function push(
  number: string,
  steps: [string, string, string, string][],
  opts: { salt?: string; com?: string } = {},
) {
  const state = steps[0]?.[3] ?? '0';
  const param = JSON.stringify({
    status: state === '3' ? 'shutdown' : 'polling',
    billstatus: '',
    message: '',
    autoCheck: '0',
    comOld: '',
    comNew: '',
    lastResult: {
      message: 'ok',
      state,
      status: '200',
      condition: 'F00',
      ischeck: state === '3' ? '1' : '0',
      com: opts.com ?? 'shunfeng',
      nu: number,
      data: steps.map(([time, areaName, context, statusCode]) => ({
        context,
        time,
        ftime: time,
        status: '',
        statusCode,
        areaCode: '',
        areaName,
      })),
    },
  });
  return { param, sign: pushSign(param, opts.salt ?? DEV_LOGISTICS_SALT) };
}

async function send(body: { param: string; sign: string }, app = k.app) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/logistics/notify/kuaidi100',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });
  return { status: res.statusCode, body: res.json() as Row, raw: res.body };
}

const STEP_1: [string, string, string, string] = [
  '2027-01-01 09:10:00',
  '广东省广州市',
  '【广州白云】快件已揽收',
  '1',
];
const STEP_2: [string, string, string, string] = [
  '2027-01-01 21:40:00',
  '湖北省武汉市',
  '快件已到达【武汉转运中心】',
  '0',
];
const STEP_3: [string, string, string, string] = [
  '2027-01-02 08:05:00',
  '北京市朝阳区',
  '快递员正在为您派件',
  '5',
];
const STEP_4: [string, string, string, string] = [
  '2027-01-02 11:30:00',
  '北京市朝阳区',
  '快件已签收，签收人：本人',
  '3',
];

let seq = 0;
async function shippedOrder(number = `SF${Date.now()}${++seq}`) {
  const ids = await k.add('yaodian01', [{ goods_id: goods[seq % goods.length]!.id, number: 1 }]);
  const id = (await k.order('yaodian01', ids, { pay_method: 'balance' })).body.data.order_id as number;
  const ship = await k.post(
    `/api/operator/order/${id}/ship`,
    { logistics_company: '顺丰速运', logistics_no: number },
    'operator01',
  );
  expect(ship.body.data.status).toBe('shipped');
  return { id, number };
}

const detail = async (id: number) => (await k.get(`/api/order/${id}`, 'yaodian01')).body.data;
const stepsOf = async (number: string) =>
  k.rows(`select s.* from parcel_steps s join parcels p on p.id = s.parcel_id where p.number = '${number}'`);

describe('shipping records the parcel and subscribes it after the commit', () => {
  it('keeps the subscription state visible to staff', async () => {
    const { id, number } = await shippedOrder();
    const [parcel] = await k.rows(`select * from parcels where order_id = ${id}`);
    expect(parcel).toMatchObject({ carrier: '顺丰速运', carrier_code: 'shunfeng', number, purpose: 'order' });
    await followDueParcels(k.db, new SandboxCarrier());
    const staff = (await k.get(`/api/operator/orders/${id}`, 'operator01')).body.data;
    expect(staff.parcels[0]).toMatchObject({
      number,
      subscription: 'subscribed',
      subscription_name: '已订阅',
      steps: [],
    });
    const buyer = await detail(id);
    expect(buyer.parcels[0]).toMatchObject({ carrier: '顺丰速运', number, state_name: '待揽收', steps: [] });
    // No step is invented: the order's own timeline is its events.
    expect(buyer.timeline.map((e: Row) => e.kind)).toEqual(['shipped', 'paid', 'created']);
  });

  it('retries a refused subscription and marks it failed after the last attempt', async () => {
    const { id } = await shippedOrder();
    // The ship answer's own attempt (sandbox) runs after the answer: let it end, then start again as if
    // it had not been made.
    for (let i = 0; i < 50; i++) {
      const [row] = await k.rows(`select subscription from parcels where order_id = ${id}`);
      if (row!.subscription === 'subscribed') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await k.rows(
      `update parcels set subscription = 'pending', subscribe_attempts = 0, next_subscribe_at = now() where order_id = ${id}`,
    );
    const down = {
      name: 'kuaidi100' as const,
      salt: 'x',
      subscribe: () => Promise.reject(new Error('快递100 refused: 500 服务器错误')),
    };
    const t0 = new Date(Date.now() + 1000);
    await followDueParcels(k.db, down, t0);
    let [parcel] = await k.rows(`select * from parcels where order_id = ${id}`);
    expect(parcel).toMatchObject({ subscription: 'pending', subscribe_attempts: 1 });
    expect(parcel!.subscribe_error).toContain('服务器错误');
    for (let i = 0; i < 8; i++)
      await followDueParcels(k.db, down, new Date(t0.getTime() + (i + 1) * 3_600_000));
    [parcel] = await k.rows(`select * from parcels where order_id = ${id}`);
    expect(parcel).toMatchObject({ subscription: 'failed', subscribe_attempts: 6 });
    const retry = await k.post(`/api/operator/parcels/${parcel!.id}/subscribe`, {}, 'operator01');
    expect(retry.body.data).toEqual({ id: Number(parcel!.id), status: 'subscribed' });
  });
});

describe('POST /api/logistics/notify/kuaidi100', () => {
  it('stores a good push and answers 快递100 in its own format', async () => {
    const { id, number } = await shippedOrder();
    const res = await send(push(number, [STEP_2, STEP_1]));
    expect(res.status).toBe(200);
    expect(JSON.parse(res.raw)).toEqual(OK);
    const parcel = (await detail(id)).parcels[0];
    expect(parcel).toMatchObject({ state: '0', state_name: '运输中', signed_at: null });
    expect(parcel.steps).toEqual([
      {
        time: '2027-01-01T13:40:00.000Z',
        place: '湖北省武汉市',
        text: '快件已到达【武汉转运中心】',
        state: '0',
        state_name: '运输中',
      },
      {
        time: '2027-01-01T01:10:00.000Z',
        place: '广东省广州市',
        text: '【广州白云】快件已揽收',
        state: '1',
        state_name: '已揽收',
      },
    ]);
  });

  it('changes nothing on a bad sign', async () => {
    const { number } = await shippedOrder();
    const forged = push(number, [STEP_4, STEP_3, STEP_2, STEP_1], { salt: 'guessed-salt' });
    const res = await send(forged);
    expect(res.body).toEqual({ result: false, returnCode: '500', message: '签名错误' });
    const tampered = push(number, [STEP_1]);
    expect(
      (await send({ param: tampered.param.replace('揽收', '签收'), sign: tampered.sign })).body.result,
    ).toBe(false);
    expect((await send({ param: tampered.param, sign: '' })).body.result).toBe(false);
    expect(await stepsOf(number)).toEqual([]);
    expect(
      (await k.rows(`select signed_at from parcels where number = '${number}'`))[0]!.signed_at,
    ).toBeNull();
  });

  it('stores the same push twice once, and an older push after a newer one changes nothing', async () => {
    const { id, number } = await shippedOrder();
    const newer = push(number, [STEP_3, STEP_2, STEP_1]);
    expect((await send(newer)).body).toEqual(OK);
    expect((await send(newer)).body).toEqual(OK);
    expect((await send(push(number, [STEP_2, STEP_1]))).body).toEqual(OK);
    expect(await stepsOf(number)).toHaveLength(3);
    const parcel = (await detail(id)).parcels[0];
    expect(parcel.state_name).toBe('派件中');
    expect(parcel.steps.map((s: Row) => s.state)).toEqual(['5', '0', '1']);
  });

  it('answers a push for a parcel it does not know without storing anything', async () => {
    expect((await send(push('UNKNOWN0001', [STEP_1]))).body).toEqual(OK);
    expect(await stepsOf('UNKNOWN0001')).toEqual([]);
  });
});

describe('signed for → 自动确认收货', () => {
  it('records the signing on the timeline once and completes the order 7 days later, once', async () => {
    const { id, number } = await shippedOrder();
    await send(push(number, [STEP_4, STEP_3, STEP_2, STEP_1]));
    await send(push(number, [STEP_4, STEP_3, STEP_2, STEP_1]));
    const d = await detail(id);
    expect(d.parcels[0]).toMatchObject({ state_name: '已签收', signed_at: '2027-01-02T03:30:00.000Z' });
    expect(d.timeline.filter((e: Row) => e.kind === 'signed')).toEqual([
      { time: '2027-01-02T03:30:00.000Z', kind: 'signed', text: `快件已签收（顺丰速运 ${number}）` },
    ]);
    expect(d.status).toBe('shipped');
    await autoConfirmSignedOrders(k.db, new Date('2027-01-09T03:29:00Z'));
    expect((await detail(id)).status).toBe('shipped');
    const [first, second] = await Promise.all([
      autoConfirmSignedOrders(k.db, new Date('2027-01-09T03:30:00Z')),
      autoConfirmSignedOrders(k.db, new Date('2027-01-09T03:31:00Z')),
    ]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    const done = await detail(id);
    expect(done.status).toBe('completed');
    expect(done.timeline.filter((e: Row) => e.kind === 'completed')).toHaveLength(1);
    expect(done.timeline[0].text).toBe('快件签收满7天，系统自动确认收货');
    expect((await k.post(`/api/order/${id}/confirm`, {}, 'yaodian01')).status).toBe(409);
  });
});

describe('the sandbox carrier', () => {
  it('pushes a step from the development page through the same door', async () => {
    const { id, number } = await shippedOrder();
    const page = await k.app.inject({ method: 'GET', url: '/api/dev/logistics' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(number);
    const [parcel] = await k.rows(`select id from parcels where order_id = ${id}`);
    for (const [state, text] of [
      ['1', '【广州白云仓】快件已揽收'],
      ['3', '快件已签收，签收人：本人'],
    ]) {
      const res = await k.post(
        '/api/dev/logistics/push',
        { parcel_id: parcel!.id, state, place: '北京市朝阳区', text },
        undefined,
        { accept: 'application/json' },
      );
      expect(res.body.data).toMatchObject({ parcel_id: Number(parcel!.id), result: true });
    }
    const d = await detail(id);
    expect(d.parcels[0].steps.map((s: Row) => s.text)).toEqual([
      '快件已签收，签收人：本人',
      '【广州白云仓】快件已揽收',
    ]);
    expect(d.parcels[0].signed_at).not.toBeNull();
    expect(d.timeline.filter((e: Row) => e.kind === 'signed')).toHaveLength(1);
    const bad = await k.post('/api/dev/logistics/push', { parcel_id: parcel!.id, state: 'x', text: '' });
    expect(bad.status).toBe(422);
  });

  it('is closed in production, where the public sandbox salt is not trusted', async () => {
    const prod = await createTestApp({ config: { devPages: false, production: true } });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/api/dev/logistics' })).statusCode).toBe(404);
      const res = await send(push('SF000', [STEP_1]), prod.app);
      expect(res.body.result).toBe(false);
    } finally {
      await prod.close();
    }
  });
});
