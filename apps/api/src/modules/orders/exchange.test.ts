import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type GoodsPick, type Kit, type Row } from '../../test/commerce-test-kit';

let k: Kit;
let goods: GoodsPick[];
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'zhensuo01', 'operator01', 'kefu01', 'cangku01', 'zhiliang01']);
  goods = await k.plainGoods(2);
});
afterAll(() => k?.close());

/** Every batch's stock of a goods, by batch id. */
const stockOf = async (goodsId: number) =>
  Object.fromEntries(
    (await k.rows(`select id, stock from goods_batches where goods_id = ${goodsId} order by id`)).map((r) => [
      Number(r.id),
      Number(r.stock),
    ]),
  );
const total = (stock: Record<number, number>) => Object.values(stock).reduce((a, b) => a + b, 0);

/** A shipped order of `n` units, and an approved 换货 of `units` of them. */
async function approvedExchange(n = 6, units = 4, goodsIndex = 0) {
  await k.clearCart('yaodian01');
  const ids = await k.add('yaodian01', [{ goods_id: goods[goodsIndex]!.id, number: n }]);
  const orderId = (await k.order('yaodian01', ids, { pay_method: 'balance' })).body.data.order_id as number;
  await k.post(
    `/api/operator/order/${orderId}/ship`,
    { logistics_company: '顺丰速运', logistics_no: `SF${orderId}0001` },
    'operator01',
  );
  const [line] = await k.rows(`select * from order_lines where order_id = ${orderId} and not is_gift`);
  const applied = await k.post(
    '/api/after_sale',
    {
      order_id: orderId,
      kind: 'exchange',
      reason: '外包装破损，申请换货',
      lines: [{ order_line_id: line!.id, quantity: units }],
    },
    'yaodian01',
  );
  const id = applied.body.data.id as number;
  expect((await k.post(`/api/operator/after_sale/${id}/approve`, {}, 'kefu01')).status).toBe(200);
  return { id, orderId, line: line! };
}

const detail = async (id: number, user = 'yaodian01') => k.get(`/api/after_sale/${id}`, user);
const push = (parcelId: number, state: string, text: string) =>
  k.post('/api/dev/logistics/push', { parcel_id: parcelId, state, place: '北京市朝阳区', text }, undefined, {
    accept: 'application/json',
  });

describe('换货 from the return parcel to the replacement signed for', () => {
  it('records the return parcel, restocks the units, ships FEFO and closes on signing', async () => {
    const { id, orderId, line } = await approvedExchange(6, 4);
    const goodsId = Number(line.goods_id);
    expect((await detail(id)).body.data.can_enter_return_parcel).toBe(true);

    const entered = await k.post(
      `/api/after_sale/${id}/return_parcel`,
      { carrier: '中通快递', number: 'ZT7788990011' },
      'yaodian01',
    );
    expect(entered.status).toBe(200);
    const d1 = (await detail(id)).body.data;
    expect(d1.can_enter_return_parcel).toBe(false);
    expect(d1.parcels).toMatchObject([{ purpose: 'return', carrier: '中通快递', number: 'ZT7788990011' }]);
    const again = await k.post(
      `/api/after_sale/${id}/return_parcel`,
      { carrier: '中通快递', number: 'ZT7788990012' },
      'yaodian01',
    );
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('已填写退货物流，请勿重复提交');

    // Not before the goods are back.
    const early = await k.post(
      `/api/operator/after_sale/${id}/reship`,
      { logistics_company: '顺丰速运', logistics_no: 'SF5550001' },
      'cangku01',
    );
    expect(early.status).toBe(409);

    const before = await stockOf(goodsId);
    expect((await k.post(`/api/operator/after_sale/${id}/received`, {}, 'cangku01')).status).toBe(200);
    const restocked = await stockOf(goodsId);
    // The 4 units go back on the very batch they were sold from.
    expect(restocked[Number(line.batch_id)]).toBe(before[Number(line.batch_id)]! + 4);
    expect(total(restocked)).toBe(total(before) + 4);

    const fefo = await k.rows(
      `select id, stock from goods_batches where goods_id = ${goodsId} and stock > 0
         and expires_on >= current_date order by expires_on, id limit 1`,
    );
    const shipped = await k.post(
      `/api/operator/after_sale/${id}/reship`,
      { logistics_company: '顺丰速运', logistics_no: 'SF5550001' },
      'cangku01',
    );
    expect(shipped.body).toMatchObject({ code: 10000, data: { id, status: 'reshipped' } });
    const after = await stockOf(goodsId);
    expect(total(after)).toBe(total(restocked) - 4);
    const d2 = (await detail(id)).body.data;
    expect(d2.status_name).toBe('换货已发出');
    expect(d2.replacements.reduce((s: number, r: Row) => s + Number(r.quantity), 0)).toBe(4);
    expect(d2.replacements[0].batch_no).toBe(
      (await k.rows(`select batch_no from goods_batches where id = ${fefo[0]!.id}`))[0]!.batch_no,
    );
    const replacement = d2.parcels.find((p: Row) => p.purpose === 'replacement');
    expect(replacement).toMatchObject({ carrier: '顺丰速运', number: 'SF5550001', state_name: '待揽收' });
    // The same replacement twice: refused, stock unchanged.
    const twice = await k.post(
      `/api/operator/after_sale/${id}/reship`,
      { logistics_company: '顺丰速运', logistics_no: 'SF5550002' },
      'cangku01',
    );
    expect(twice.status).toBe(409);
    expect(await stockOf(goodsId)).toEqual(after);

    expect((await push(replacement.id, '0', '快件已到达【北京转运中心】')).status).toBe(200);
    expect((await detail(id)).body.data.status).toBe('reshipped');
    expect((await push(replacement.id, '3', '快件已签收，签收人：前台')).status).toBe(200);
    const d3 = (await detail(id)).body.data;
    expect(d3).toMatchObject({ status: 'completed', status_name: '已完成' });
    expect(d3.parcels.find((p: Row) => p.purpose === 'replacement').steps).toHaveLength(2);
    // The signing pushed again closes nothing twice.
    await push(replacement.id, '3', '快件已签收，签收人：前台');
    const events = await k.rows(
      `select text from order_events where order_id = ${orderId} and kind = 'exchange'`,
    );
    expect(events.filter((e) => String(e.text).includes('售后完成'))).toHaveLength(1);
    const staff = (await k.get(`/api/operator/after_sales?keyword=${d3.after_sale_no}`, 'kefu01')).body.data;
    expect(staff.list[0]).toMatchObject({ status: 'completed' });
    expect(staff.list[0].parcels.map((p: Row) => p.purpose)).toEqual(['return', 'replacement']);
    // The return parcel has no steps of its own: both sides call it 待揽收, whatever the replacement did.
    const returned = (p: Row[]) => p.find((x) => x.purpose === 'return');
    expect(returned(d3.parcels)).toMatchObject({ state_name: '待揽收', steps: [] });
    expect(returned(staff.list[0].parcels)).toMatchObject({ state_name: '待揽收', steps: [] });
  });

  it('refuses a replacement when the stock is short, changing nothing', async () => {
    const { id, line } = await approvedExchange(3, 3, 1);
    const goodsId = Number(line.goods_id);
    await k.post(`/api/operator/after_sale/${id}/received`, {}, 'cangku01');
    await k.rows(`update goods_batches set stock = 0 where goods_id = ${goodsId}`);
    await k.rows(`update goods_batches set stock = 2 where id = ${line.batch_id}`);
    const res = await k.post(
      `/api/operator/after_sale/${id}/reship`,
      { logistics_company: '顺丰速运', logistics_no: 'SF5550009' },
      'cangku01',
    );
    expect(res.status).toBe(409);
    expect(res.body.msg).toContain('库存不足，暂不能发出换货');
    expect(total(await stockOf(goodsId))).toBe(2);
    expect((await detail(id)).body.data.status).toBe('returned');
    expect(await k.rows(`select * from parcels where after_sale_id = ${id}`)).toHaveLength(0);
  });
});

describe('the return parcel reads one state on both sides', () => {
  it('shows 待揽收 to the buyer and to staff while only the replacement has steps', async () => {
    const { id } = await approvedExchange(4, 2);
    await k.post(
      `/api/after_sale/${id}/return_parcel`,
      { carrier: '中通快递', number: 'ZT5566778899' },
      'yaodian01',
    );
    expect((await k.post(`/api/operator/after_sale/${id}/received`, {}, 'cangku01')).status).toBe(200);
    await k.post(
      `/api/operator/after_sale/${id}/reship`,
      { logistics_company: '顺丰速运', logistics_no: 'SF6660001' },
      'cangku01',
    );
    const buyer = (await detail(id)).body.data;
    const replacement = buyer.parcels.find((p: Row) => p.purpose === 'replacement');
    expect((await push(replacement.id, '0', '快件已到达【北京转运中心】')).status).toBe(200);

    const states = (parcels: Row[]) =>
      Object.fromEntries(parcels.map((p) => [p.purpose, [p.state_name, p.steps.length]]));
    const mine = states((await detail(id)).body.data.parcels);
    const staff = (await k.get(`/api/operator/after_sales?keyword=${buyer.after_sale_no}`, 'kefu01')).body
      .data;
    expect(mine).toEqual({ return: ['待揽收', 0], replacement: ['运输中', 1] });
    expect(states(staff.list[0].parcels)).toEqual(mine);
  });
});

describe('换货 guards', () => {
  it('checks access before input, other members and roles', async () => {
    const { id } = await approvedExchange(2, 1);
    const body = { carrier: '中通快递', number: 'ZT123456' };
    expect((await k.post(`/api/after_sale/${id}/return_parcel`, body)).body.code).toBe(10001);
    // Another member's after-sale does not exist for it.
    expect((await k.post(`/api/after_sale/${id}/return_parcel`, body, 'zhensuo01')).status).toBe(404);
    const bad = await k.post(
      `/api/after_sale/${id}/return_parcel`,
      { carrier: '', number: '单号!' },
      'yaodian01',
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({ carrier: ['请选择物流公司'], number: ['运单号格式不正确'] });
    expect(await k.rows(`select * from parcels where after_sale_id = ${id}`)).toHaveLength(0);
    // 客服 holds no 订单发货: no replacement from it, even with a bad body (access first).
    const kefu = await k.post(`/api/operator/after_sale/${id}/reship`, {}, 'kefu01');
    expect(kefu.status).toBe(403);
    const member = await k.post(`/api/operator/after_sale/${id}/reship`, {}, 'yaodian01');
    expect(member.status).toBe(403);
    const invalid = await k.post(
      `/api/operator/after_sale/${id}/reship`,
      { logistics_company: '顺丰速运', logistics_no: 'x' },
      'cangku01',
    );
    expect(invalid.status).toBe(422);
  });

  it('refuses the return parcel for 仅退款 and before approval', async () => {
    await k.clearCart('yaodian01');
    const ids = await k.add('yaodian01', [{ goods_id: goods[0]!.id, number: 2 }]);
    const orderId = (await k.order('yaodian01', ids, { pay_method: 'balance' })).body.data.order_id;
    const [line] = await k.rows(`select id from order_lines where order_id = ${orderId} and not is_gift`);
    const applied = await k.post(
      '/api/after_sale',
      {
        order_id: orderId,
        kind: 'refund_only',
        reason: '不想要了',
        lines: [{ order_line_id: line!.id, quantity: 1 }],
      },
      'yaodian01',
    );
    const id = applied.body.data.id;
    await k.post(`/api/operator/after_sale/${id}/approve`, {}, 'kefu01');
    const res = await k.post(
      `/api/after_sale/${id}/return_parcel`,
      { carrier: '中通快递', number: 'ZT123456' },
      'yaodian01',
    );
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('仅退款无需寄回商品');
  });

  it('audits the replacement shipment', async () => {
    const rows = await k.rows(
      `select a.summary from audit_log a where a.entity = 'after_sale' and a.summary like '换货发货%'`,
    );
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('换货 units back on a recalled batch', () => {
  it('go to the recall quarantine, never to sellable stock', async () => {
    const { id, line } = await approvedExchange(2, 2, 1);
    const batchId = Number(line.batch_id);
    const recalled = await k.post(
      '/api/operator/recalls',
      {
        batch_ids: [batchId],
        level: 2,
        reason: '抽检溶出度不合格',
        instructions: '立即停售，退回或就地销毁',
      },
      'zhiliang01',
    );
    expect(recalled.status).toBe(200);
    const [before] = await k.rows(`select stock, recalled_stock from goods_batches where id = ${batchId}`);
    expect((await k.post(`/api/operator/after_sale/${id}/received`, {}, 'cangku01')).status).toBe(200);
    const [after] = await k.rows(`select stock, recalled_stock from goods_batches where id = ${batchId}`);
    expect(Number(after!.stock)).toBe(0);
    expect(Number(after!.stock)).toBe(Number(before!.stock));
    expect(Number(after!.recalled_stock)).toBe(Number(before!.recalled_stock) + 2);
  });
});
