import { GOODS_SHEET_COLUMNS } from '@yaocai/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet, writeSheet } from '../../lib/spreadsheet';
import { createCommerceApp, type Kit } from '../../test/commerce-test-kit';
import { multipart } from '../../test/upload-test-helpers';

let k: Kit;
let leafId: number;
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'yunying01', 'cangku01']);
  const categories = await k.get('/api/operator/goods/categories', 'yunying01');
  leafId = categories.body.data.find((c: { name: string }) => c.name === '青霉素及头孢类').id;
});
afterAll(() => k?.close());

const newGoods = (change: Record<string, unknown> = {}) => ({
  kind: 'drug',
  name: '注射用头孢曲松钠',
  spec: '1.0g*10支',
  unit: '盒',
  approval_number: '国药准字H20044388',
  manufacturer: '上海罗氏制药有限公司',
  category_id: leafId,
  scope_class: '抗生素制剂',
  middle_pack: 10,
  piece_pack: 100,
  base_price: '35.00',
  retail_price: '52.00',
  ...change,
});

const coldOf = async (id: number) =>
  (await k.rows(`select cold_chain, cold_min, cold_max from goods where id = ${id}`))[0];

describe('冷链 goods from the console', () => {
  let id: number;

  it('turning 冷链 on without a range keeps 2–8 °C; the console and the storefront detail show it', async () => {
    const res = await k.post('/api/operator/goods', newGoods({ cold_chain: 1 }), 'yunying01');
    expect(res.status).toBe(200);
    id = res.body.data.id;
    expect(await coldOf(id)).toEqual({ cold_chain: true, cold_min: 20, cold_max: 80 });
    const detail = (await k.get(`/api/operator/goods/${id}`, 'yunying01')).body.data;
    expect(detail).toMatchObject({ cold_chain: 1, cold_min: 2, cold_max: 8 });
    await k.post(
      `/api/operator/goods/${id}/batches`,
      { batch_no: 'C2611001', produced_on: '2026-10-01', expires_on: '2028-09-30', stock: 300 },
      'cangku01',
    );
    const buyer = (await k.get(`/api/goods/detail/${id}`, 'yaodian01')).body.data;
    expect(buyer).toMatchObject({ cold_chain: 1, cold_min: 2, cold_max: 8 });
  });

  it('an edit sets a range in °C with one decimal, kept in tenths', async () => {
    const res = await k.post(
      `/api/operator/goods/${id}`,
      newGoods({ cold_chain: '1', cold_min: '-20', cold_max: '-15.5' }),
      'yunying01',
    );
    expect(res.status).toBe(200);
    expect(await coldOf(id)).toEqual({ cold_chain: true, cold_min: -200, cold_max: -155 });
    const buyer = (await k.get(`/api/goods/detail/${id}`, 'yaodian01')).body.data;
    expect(buyer).toMatchObject({ cold_chain: 1, cold_min: -20, cold_max: -15.5 });
  });

  it.each([
    [{ cold_min: '8', cold_max: '2' }, 'cold_min', '最低温度须低于最高温度'],
    [{ cold_min: '5', cold_max: '5' }, 'cold_min', '最低温度须低于最高温度'],
    [{ cold_min: '-31' }, 'cold_min', '最低温度须在-30℃至40℃之间'],
    [{ cold_max: '41' }, 'cold_max', '最高温度须在-30℃至40℃之间'],
    [{ cold_min: '2.25' }, 'cold_min', '最低温度最多保留一位小数'],
    [{ cold_max: '八度' }, 'cold_max', '最高温度必须是数字'],
    [{ cold_min: '10' }, 'cold_min', '最低温度须低于最高温度'],
    [{ cold_chain: '2' }, 'cold_chain', '请选择是或否'],
  ])('%o is refused with 422 and changes nothing', async (change, field, msg) => {
    const res = await k.post(
      `/api/operator/goods/${id}`,
      newGoods({ cold_chain: 1, ...change }),
      'yunying01',
    );
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe(msg);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect(await coldOf(id)).toEqual({ cold_chain: true, cold_min: -200, cold_max: -155 });
  });

  it('other roles are refused before their input is read', async () => {
    const bad = newGoods({ cold_chain: 1, cold_min: '99' });
    const warehouse = await k.post(`/api/operator/goods/${id}`, bad, 'cangku01');
    expect(warehouse.status).toBe(403);
    const buyer = await k.post(`/api/operator/goods/${id}`, bad, 'yaodian01');
    expect(buyer.status).toBe(403);
    expect((await k.post('/api/operator/goods', bad, 'cangku01')).status).toBe(403);
    expect(await coldOf(id)).toEqual({ cold_chain: true, cold_min: -200, cold_max: -155 });
  });

  it('the export writes 冷链 and the range in °C; turning 冷链 off is kept', async () => {
    const res = await k.app.inject({
      method: 'GET',
      url: `/api/operator/goods/export?format=csv&keyword=${encodeURIComponent('注射用头孢曲松钠')}`,
      headers: { cookie: k.cookies['yunying01']! },
    });
    expect(res.statusCode).toBe(200);
    const [row] = readSheet(res.rawPayload).rows;
    expect([row!['冷链'], row!['最低温度℃'], row!['最高温度℃']]).toEqual(['是', '-20', '-15.5']);
    await k.post(
      `/api/operator/goods/${id}`,
      newGoods({ cold_chain: 0, cold_min: 2, cold_max: 8 }),
      'yunying01',
    );
    expect(await coldOf(id)).toEqual({ cold_chain: false, cold_min: 20, cold_max: 80 });
    expect((await k.get(`/api/goods/detail/${id}`, 'yaodian01')).body.data.cold_chain).toBe(0);
  });
});

describe('冷链 in the goods import', () => {
  const header = [...GOODS_SHEET_COLUMNS];
  let serial = 0;
  const numbers = new Map<string, string>();
  const row = (name: string, cold: string, min: string, max: string) => {
    if (!numbers.has(name)) numbers.set(name, `国药准字H2026${String(++serial).padStart(4, '0')}`);
    const cells: Record<string, string> = {
      商品类型: '药品',
      通用名: name,
      规格: '10ml*1支',
      单位: '支',
      批准文号: numbers.get(name)!,
      生产厂家: '通化东宝药业股份有限公司',
      分类: '青霉素及头孢类',
      经营范围: '抗生素制剂',
      中包装: '10',
      件装: '100',
      供货价: '40.00',
      建议零售价: '60.00',
      冷链: cold,
      '最低温度℃': min,
      '最高温度℃': max,
    };
    return header.map((c) => cells[c] ?? '');
  };
  const upload = async (rows: string[][], dryRun = false) => {
    const body = multipart([
      { name: 'dry_run', value: dryRun ? '1' : '0' },
      { name: 'file', value: writeSheet(header, rows, 'csv'), filename: 'goods.csv', type: 'text/csv' },
    ]);
    const res = await k.app.inject({
      method: 'POST',
      url: '/api/operator/goods/import',
      ...body,
      headers: { ...body.headers, cookie: k.cookies['yunying01']! },
    });
    return res.json().data as { rows: { row: number; status: string; msg: string }[]; errors: number };
  };
  const coldByName = async (name: string) =>
    (await k.rows(`select cold_chain, cold_min, cold_max from goods where name = '${name}'`))[0];

  it('reads 冷链 and its range per row, with a reason for each bad row', async () => {
    const res = await upload([
      row('冷链导入甲', '是', '', ''),
      row('冷链导入乙', '是', '-25', '-15'),
      row('冷链导入丙', '否', '', ''),
      row('冷链导入丁', '冷冻', '', ''),
      row('冷链导入戊', '是', '8', '2'),
      row('冷链导入己', '是', '-40', '8'),
      row('冷链导入庚', '是', '2.55', '8'),
    ]);
    expect(res.rows.map((r) => [r.row, r.status, r.msg])).toEqual([
      [2, 'created', '已新增'],
      [3, 'created', '已新增'],
      [4, 'created', '已新增'],
      [5, 'error', '冷链应填写“是”或“否”'],
      [6, 'error', '最低温度须低于最高温度'],
      [7, 'error', '最低温度须在-30℃至40℃之间'],
      [8, 'error', '最低温度最多保留一位小数'],
    ]);
    expect(await coldByName('冷链导入甲')).toEqual({ cold_chain: true, cold_min: 20, cold_max: 80 });
    expect(await coldByName('冷链导入乙')).toEqual({ cold_chain: true, cold_min: -250, cold_max: -150 });
    expect(await coldByName('冷链导入丙')).toEqual({ cold_chain: false, cold_min: 20, cold_max: 80 });
    expect(await k.rows(`select id from goods where name in ('冷链导入丁', '冷链导入戊')`)).toEqual([]);
  });

  it('a row naming a listed goods updates its range; a sheet without the 冷链 column leaves it', async () => {
    const again = await upload([row('冷链导入乙', '是', '15', '25')]);
    expect(again.rows[0]).toMatchObject({ status: 'updated' });
    expect(await coldByName('冷链导入乙')).toEqual({ cold_chain: true, cold_min: 150, cold_max: 250 });

    const older = header.filter((c) => !['冷链', '最低温度℃', '最高温度℃'].includes(c));
    const full = row('冷链导入乙', '', '', '');
    const cells = older.map((c) => full[header.indexOf(c)]!);
    const body = multipart([
      { name: 'file', value: writeSheet(older, [cells], 'csv'), filename: 'old.csv', type: 'text/csv' },
    ]);
    const res = await k.app.inject({
      method: 'POST',
      url: '/api/operator/goods/import',
      ...body,
      headers: { ...body.headers, cookie: k.cookies['yunying01']! },
    });
    expect(res.json().data.updated).toBe(1);
    expect(await coldByName('冷链导入乙')).toEqual({ cold_chain: true, cold_min: 150, cold_max: 250 });
  });
});
