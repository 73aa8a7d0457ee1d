import { GOODS_SHEET_COLUMNS } from '@yaocai/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet, writeSheet } from '../../lib/spreadsheet';
import { multipart } from '../../test/upload-test-helpers';
import { createCommerceApp, type Kit } from '../../test/commerce-test-kit';

let k: Kit;
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'yunying01', 'operator01']);
});
afterAll(() => k?.close());

const search = async (keyword: string, user = 'yaodian01') =>
  (await k.get(`/api/goods/list?keywords=${encodeURIComponent(keyword)}`, user)).body.data;

describe('goods import', () => {
  const header = [...GOODS_SHEET_COLUMNS];
  const good = [
    '药品',
    '盐酸左氧氟沙星片',
    '来立信',
    '0.5g*6片',
    '盒',
    '片剂',
    '国药准字H20065477',
    '浙江医药股份有限公司新昌制药厂',
    '喹诺酮及其他',
    '抗生素制剂',
    10,
    200,
    '11.50',
    '18.00',
    'LV2610018',
    '2026-10-18',
    '2028-10-17',
    600,
  ];
  const herbal = [
    '中药饮片',
    '黄芪片',
    '',
    '500g',
    '袋',
    '',
    '',
    '安徽沪谯中药饮片厂',
    '补气药',
    '中药饮片',
    1,
    20,
    '32.00',
    '45.00',
    '',
    '',
    '',
    '',
  ];
  const vaccine = [
    '药品',
    '乙肝疫苗',
    '',
    '10μg/支',
    '支',
    '注射剂',
    '国药准字S10960030',
    '北京天坛生物',
    '抗病毒类',
    '疫苗',
    1,
    100,
    '50.00',
    '80.00',
    '',
    '',
    '',
    '',
  ];
  const badCategory = [
    '药品',
    '布洛芬缓释胶囊',
    '',
    '0.3g*20粒',
    '盒',
    '胶囊剂',
    '国药准字H10900089',
    '中美天津史克',
    '不存在的分类',
    '化学药制剂',
    10,
    200,
    '9.00',
    '15.00',
    '',
    '',
    '',
    '',
  ];
  const sheet = (rows: (string | number)[][], format: 'csv' | 'xlsx' = 'csv') =>
    writeSheet(header, rows, format);
  const upload = (bytes: Buffer, dryRun: boolean, name = 'goods.csv', user = 'yunying01') => {
    const body = multipart([
      { name: 'dry_run', value: dryRun ? '1' : '0' },
      { name: 'file', value: bytes, filename: name, type: 'text/csv' },
    ]);
    return k.app
      .inject({
        method: 'POST',
        url: '/api/operator/goods/import',
        ...body,
        headers: { ...body.headers, cookie: k.cookies[user]! },
      })
      .then((r) => ({ status: r.statusCode, body: r.json() }));
  };

  it('a dry run reports each row and writes nothing', async () => {
    const [{ n }] = await k.rows('select count(*)::int as n from goods');
    const res = await upload(sheet([good, herbal, vaccine, badCategory]), true);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ dry_run: 1, created: 2, updated: 0, errors: 2 });
    expect(res.body.data.rows.map((r: { row: number; status: string }) => [r.row, r.status])).toEqual([
      [2, 'created'],
      [3, 'created'],
      [4, 'error'],
      [5, 'error'],
    ]);
    expect(res.body.data.rows[2].msg).toBe('“疫苗”类商品不得在平台销售');
    expect(res.body.data.rows[3].msg).toContain('分类“不存在的分类”不存在');
    expect((await k.rows('select count(*)::int as n from goods'))[0].n).toBe(n);
  });

  it('a real run lists the good rows for buyers; the same sheet again updates them', async () => {
    const res = await upload(sheet([good, herbal, vaccine], 'xlsx'), false, 'goods.xlsx');
    expect(res.body.data).toMatchObject({ dry_run: 0, created: 2, errors: 1 });
    expect(JSON.stringify(await search('盐酸左氧氟沙星片'))).toContain('来立信');
    const [stock] = await k.rows(
      `select b.stock from goods_batches b join goods g on g.id = b.goods_id where g.name = '盐酸左氧氟沙星片'`,
    );
    expect(stock.stock).toBe(600);

    await k.rows(
      `update goods set instructions = '【用法用量】口服。', type = 1, on_sale = false where name = '盐酸左氧氟沙星片'`,
    );
    const again = await upload(sheet([[...good.slice(0, 12), '10.90', ...good.slice(13)]]), false);
    expect(again.body.data).toMatchObject({ created: 0, updated: 1 });
    const [price] = await k.rows(`select base_price from goods where name = '盐酸左氧氟沙星片'`);
    expect(price.base_price).toBe(1090);
    const [kept] = await k.rows(
      `select instructions, type, on_sale from goods where name = '盐酸左氧氟沙星片'`,
    );
    expect(kept).toEqual({ instructions: '【用法用量】口服。', type: 1, on_sale: false });
    const [entry] = await k.rows(
      `select summary from audit_log where entity = 'goods_import' order by id desc limit 1`,
    );
    expect(entry.summary).toBe('导入商品：新增0，更新1，错误0');
  });

  it.each([
    [
      'a picture',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
      '文件格式不正确，请上传 CSV 或 XLSX 文件',
    ],
    [
      'a broken xlsx',
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 9, 9, 9, 9, 9]),
      '文件已损坏或无法读取，请重新导出后上传',
    ],
    [
      'a sheet without the columns',
      Buffer.from('名称,数量\n阿莫西林,3\n'),
      '缺少列：商品类型、通用名、规格、单位、生产厂家、分类、经营范围、供货价、建议零售价（请使用导入模板）',
    ],
    ['a header only', Buffer.from(`${GOODS_SHEET_COLUMNS.join(',')}\n`), '文件中没有商品行'],
  ])('refuses %s with 422', async (_name, bytes, msg) => {
    const res = await upload(bytes, true);
    expect([res.status, res.body.msg]).toEqual([422, msg]);
  });

  it('refuses more than 2,000 rows', async () => {
    const res = await upload(sheet(Array.from({ length: 2001 }, () => herbal)), true);
    expect([res.status, res.body.msg]).toEqual([422, '一次最多导入2000行，请分批导入']);
  });

  it('exports what it imports, and gives a template, as CSV and XLSX', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const res = await k.app.inject({
        method: 'GET',
        url: `/api/operator/goods/export?format=${format}&keyword=盐酸左氧氟沙星片`,
        headers: { cookie: k.cookies.yunying01! },
      });
      expect(res.statusCode).toBe(200);
      const { header: h, rows } = readSheet(res.rawPayload);
      expect(h).toEqual(header);
      expect(rows[0]).toMatchObject({
        通用名: '盐酸左氧氟沙星片',
        供货价: '10.90',
        批号: 'LV2610018',
        有效期至: '2028-10-17',
      });
    }
    const template = await k.app.inject({
      method: 'GET',
      url: '/api/operator/goods/import/template?format=xlsx',
      headers: { cookie: k.cookies.yunying01! },
    });
    const parsed = readSheet(template.rawPayload);
    const dry = await upload(template.rawPayload, true, 'template.xlsx');
    expect(parsed.rows).toHaveLength(1);
    expect(dry.body.data.errors).toBe(0);
  });

  it('updating a listed goods needs goods.update, and a new price price.update, row by row', async () => {
    const overview = (await k.get('/api/operator/staff', 'operator01')).body.data;
    const operations = overview.roles.find((r: { code: string }) => r.code === 'operations');
    const grant = (permissions: string[]) =>
      k.post(`/api/operator/roles/${operations.id}`, { name: operations.name, permissions }, 'operator01');
    const [listed] = await k.rows(`select base_price from goods where name = '盐酸左氧氟沙星片'`);
    const samePrice = [...good.slice(0, 12), (listed.base_price / 100).toFixed(2), ...good.slice(13)];
    const newPrice = [...good.slice(0, 12), '9.90', ...good.slice(13)];
    const fresh = [...herbal.slice(0, 1), '党参片', ...herbal.slice(2)];
    try {
      await grant(operations.permissions.filter((p: string) => p !== 'goods.update'));
      const res = await upload(sheet([samePrice, fresh]), false);
      expect(res.body.data).toMatchObject({ created: 1, updated: 0, errors: 1 });
      expect(res.body.data.rows[0].msg).toMatch(/^商品已存在（编号\d+），当前账号没有修改商品的权限$/);
      expect(JSON.stringify(await search('党参片'))).toContain('党参片');

      await grant(operations.permissions.filter((p: string) => p !== 'price.update'));
      const priced = await upload(sheet([newPrice]), true);
      expect(priced.body.data).toMatchObject({ updated: 0, errors: 1 });
      expect(priced.body.data.rows[0].msg).toContain('当前账号没有修改价格的权限');
      const kept = await upload(sheet([samePrice]), false);
      expect(kept.body.data).toMatchObject({ updated: 1, errors: 0 });
      const [after] = await k.rows(`select base_price from goods where name = '盐酸左氧氟沙星片'`);
      expect(after.base_price).toBe(listed.base_price);
    } finally {
      await grant(operations.permissions);
    }
    const allowed = await upload(sheet([newPrice]), false);
    expect(allowed.body.data).toMatchObject({ updated: 1, errors: 0 });
  });
});
