import { PLAN_IMPORT_COLUMNS } from '@yaocai/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet, writeSheet } from '../../lib/spreadsheet';
import { multipart, PNG } from '../../test/upload-test-helpers';
import { createCommerceApp, type Kit, type Row } from '../../test/commerce-test-kit';

let k: Kit;
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'zhensuo01', 'hetong01']);
});
afterAll(() => k?.close());

type Cells = (string | number)[];
const sheet = (rows: Cells[], format: 'csv' | 'xlsx' = 'csv') =>
  writeSheet(PLAN_IMPORT_COLUMNS, rows, format, '采购计划');

const upload = (
  bytes: Buffer,
  options: { dryRun?: boolean; user?: string; choices?: Record<number, number>; name?: string } = {},
) => {
  const parts = [
    { name: 'dry_run', value: options.dryRun ? '1' : '0' },
    ...(options.choices ? [{ name: 'choices', value: JSON.stringify(options.choices) }] : []),
    { name: 'file', value: bytes, filename: options.name ?? 'plan.csv', type: 'text/csv' },
  ];
  const body = multipart(parts);
  const cookie = options.user === undefined ? 'yaodian01' : options.user;
  return k.app
    .inject({
      method: 'POST',
      url: '/api/cart/import',
      payload: body.payload,
      headers: { ...body.headers, ...(cookie ? { cookie: k.cookies[cookie]! } : {}) },
    })
    .then((r) => ({ status: r.statusCode, body: r.json() }));
};

const cartOf = async (user: string) =>
  k.rows(
    `select goods_id, number from cart_items where member_id = ${await k.memberId(user)} order by goods_id`,
  );

/** The goods a row names: its approval number, name, spec and full manufacturer name. */
async function describeGoods(id: number): Promise<Row> {
  const [g] = await k.rows(
    `select g.id, g.name, g.spec, g.approval_number, m.name as maker, g.middle_pack
       from goods g join manufacturers m on m.id = g.manufacturer_id where g.id = ${id}`,
  );
  return g!;
}

describe('purchase-plan import', () => {
  let plain: Row[];
  let packed: Row;
  let ambiguousName: string;
  let rows: Cells[];

  beforeAll(async () => {
    const picks = await k.plainGoods(4);
    plain = await Promise.all(picks.map((p) => describeGoods(p.id)));
    const [pack] = await k.rows(`
      select g.id from goods g where g.on_sale and not g.can_split and g.middle_pack > 1 and g.type = 0
        and not g.is_controlled and g.kind = 'drug' and g.scope_class = '化学药制剂'
        and (select coalesce(sum(b.stock), 0) from goods_batches b where b.goods_id = g.id and b.expires_on > current_date) >= 500
      order by g.id limit 1`);
    packed = await describeGoods(Number(pack!.id));
    // Two goods under one generic name (different specs or makers), as the full catalogue has many.
    const [twin] = await k.plainGoods(1, { skip: 4 });
    await k.rows(`update goods set name = '${plain[0]!.name}' where id = ${twin!.id}`);
    ambiguousName = plain[0]!.name;
    await k.setStock(plain[2]!.id, 0);
    await k.setStock(plain[3]!.id, 5);
    rows = [
      [
        '',
        plain[0]!.approval_number,
        plain[0]!.name,
        plain[0]!.spec,
        plain[0]!.maker,
        Math.max(1, plain[0]!.middle_pack) * 2,
      ],
      [String(plain[1]!.id), '', '', '', '', '3盒'],
      ['', '', ambiguousName, '', '', 2],
      ['', '', '不存在的药品甲', '10mg*10片', '', 1],
      ['', '', plain[2]!.name, plain[2]!.spec, plain[2]!.maker, 1],
      ['', '', plain[3]!.name, plain[3]!.spec, plain[3]!.maker, 10],
      ['', '', plain[0]!.name, plain[0]!.spec, plain[0]!.maker, 'abc'],
      [String(packed.id), '', '', '', '', packed.middle_pack + 1],
    ];
    await k.clearCart('yaodian01');
  });

  it('a dry run reports every row and changes nothing', async () => {
    const before = await cartOf('yaodian01');
    const res = await upload(sheet(rows), { dryRun: true });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.rows.map((r: Row) => [r.row, r.status])).toEqual([
      [2, 'matched'],
      [3, 'matched'],
      [4, 'ambiguous'],
      [5, 'not_found'],
      [6, 'not_allowed'],
      [7, 'not_allowed'],
      [8, 'bad_quantity'],
      [9, 'matched'],
    ]);
    expect(data).toMatchObject({ dry_run: 1, matched: 3, added: 0 });
    expect(data.rows[0]).toMatchObject({ goods_id: plain[0]!.id, msg: '可加入购物车' });
    expect(data.rows[1]).toMatchObject({ goods_id: plain[1]!.id, number: 3 });
    expect(data.rows[2].candidates.length).toBeGreaterThanOrEqual(2);
    expect(data.rows[2].candidates.every((c: Row) => c.name === ambiguousName)).toBe(true);
    expect(data.rows[2].msg).toContain('请选择');
    expect(data.rows[3].msg).toContain('不存在的药品甲');
    expect(data.rows[4].msg).toBe('暂时缺货');
    expect(data.rows[5].msg).toContain('库存不足');
    expect(data.rows[6].msg).toContain('应为正整数');
    expect(data.rows[7]).toMatchObject({ goods_id: packed.id, number: packed.middle_pack * 2 });
    expect(data.rows[7].msg).toContain(`按中包装${packed.middle_pack}`);
    expect(await cartOf('yaodian01')).toEqual(before);
  });

  it('a real XLSX run adds the matched rows and the picked candidate, once, to this member only', async () => {
    const preview = await upload(sheet(rows), { dryRun: true });
    const pick = preview.body.data.rows[2].candidates.find((c: Row) => c.id !== plain[0]!.id).id;
    const others = await cartOf('zhensuo01');
    const res = await upload(sheet(rows, 'xlsx'), { choices: { 4: pick }, name: 'plan.xlsx' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ dry_run: 0, matched: 4, added: 4 });
    expect(res.body.data.rows.map((r: Row) => r.status)).toEqual([
      'matched',
      'matched',
      'matched',
      'not_found',
      'not_allowed',
      'not_allowed',
      'bad_quantity',
      'matched',
    ]);
    expect(res.body.data.rows[2]).toMatchObject({ status: 'matched', goods_id: pick, number: 2 });
    expect(res.body.data.rows[2].msg).toContain('已按所选商品匹配');
    const cart = await cartOf('yaodian01');
    const expected = [
      { goods_id: plain[0]!.id, number: Math.max(1, plain[0]!.middle_pack) * 2 },
      { goods_id: plain[1]!.id, number: 3 },
      { goods_id: pick, number: 2 },
      { goods_id: packed.id, number: packed.middle_pack * 2 },
    ].sort((a, b) => a.goods_id - b.goods_id);
    expect(cart.map((l) => ({ goods_id: Number(l.goods_id), number: l.number }))).toEqual(expected);
    expect(res.body.data.total).toBe(4);
    expect(await cartOf('zhensuo01')).toEqual(others);
  });

  it('refuses a pick that is not among the row’s candidates', async () => {
    const res = await upload(sheet(rows), { choices: { 4: plain[1]!.id } });
    expect(res.status).toBe(422);
    expect(res.body.msg).toContain('第4行所选商品不在该行的候选商品中');
    const bad = await upload(sheet(rows), { choices: 'x' as never });
    expect(bad.status).toBe(422);
  });

  it('tells a buyer goods outside its business scope apart from goods that do not exist', async () => {
    const [herb] = await k.rows(
      `select g.id from goods g where g.on_sale and g.kind = 'herbal' and not g.is_controlled order by g.id limit 1`,
    );
    const res = await upload(sheet([[String(herb!.id), '', '', '', '', 1]]), {
      dryRun: true,
      user: 'zhensuo01',
    });
    expect(res.body.data.rows[0]).toMatchObject({ status: 'not_allowed', msg: '超出经营范围（中药饮片）' });
  });

  it('refuses a file that is too long, of the wrong type, broken or without the columns', async () => {
    const long = sheet(Array.from({ length: 2001 }, () => ['', '', '布洛芬片', '', '', 1]));
    const cases: [Buffer, string][] = [
      [long, '一次最多导入2000行'],
      [PNG, '文件格式不正确，请上传 CSV 或 XLSX 文件'],
      [Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 9)]), '文件已损坏'],
      [writeSheet(['名称', '件数'], [['布洛芬片', 1]], 'csv'), '缺少列'],
      [writeSheet([...PLAN_IMPORT_COLUMNS], [], 'csv'), '文件中没有商品行'],
    ];
    const before = await cartOf('yaodian01');
    for (const [bytes, message] of cases) {
      const res = await upload(bytes);
      expect(res.status, message).toBe(422);
      expect(res.body.msg).toContain(message);
      expect(res.body.errors.file).toBeDefined();
    }
    expect(await cartOf('yaodian01')).toEqual(before);
  });

  it('previews a plan of 2,000 rows', async () => {
    const ids = (await k.rows('select id from goods where on_sale order by id limit 400')).map((r) => r.id);
    const long = sheet(
      Array.from({ length: 2000 }, (_, i) => [String(ids[i % ids.length]), '', '', '', '', 1]),
    );
    const started = Date.now();
    const res = await upload(long, { dryRun: true, user: 'zhensuo01' });
    expect(res.status).toBe(200);
    expect(res.body.data.rows).toHaveLength(2000);
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('is for members who signed the purchase agreement', async () => {
    const visitor = await upload(sheet(rows), { user: '' });
    expect(visitor.body.code).toBe(10001);
    const unsigned = await upload(sheet(rows), { user: 'hetong01' });
    expect(unsigned.status).toBe(459);
    expect(await cartOf('hetong01')).toEqual([]);
  });

  it('hands out the template in both formats', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const res = await k.app.inject({
        method: 'GET',
        url: `/api/cart/import/template?format=${format}`,
        headers: { cookie: k.cookies.yaodian01! },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(encodeURIComponent('采购计划模板'));
      const read = readSheet(res.rawPayload);
      expect(read.header).toEqual([...PLAN_IMPORT_COLUMNS]);
      expect(read.rows.length).toBeGreaterThan(0);
      // The template itself is a plan the import reads.
      const plan = await upload(res.rawPayload, { dryRun: true, name: `plan.${format}` });
      expect(plan.status).toBe(200);
      expect(plan.body.data.rows).toHaveLength(read.rows.length);
    }
    expect((await k.get('/api/cart/import/template')).body.code).toBe(10001);
  });

  it.each([
    'format[]=1',
    'format[0]=csv',
    'format=pdf',
    'format=',
    'format=csv&format=xlsx',
    'format[x]=csv',
  ])('refuses the template query %s with 422 instead of a file', async (query) => {
    const res = await k.app.inject({
      method: 'GET',
      url: `/api/cart/import/template?${query}`,
      headers: { cookie: k.cookies.yaodian01! },
    });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({
      code: 422,
      msg: '模板格式应为 csv 或 xlsx',
      errors: { format: ['模板格式应为 csv 或 xlsx'] },
    });
  });

  it('hands out the default XLSX template without a format, whatever else the query holds', async () => {
    const res = await k.app.inject({
      method: 'GET',
      url: '/api/cart/import/template?_=1700000000',
      headers: { cookie: k.cookies.yaodian01! },
    });
    expect(res.statusCode).toBe(200);
    expect(readSheet(res.rawPayload).header).toEqual([...PLAN_IMPORT_COLUMNS]);
  });
});
