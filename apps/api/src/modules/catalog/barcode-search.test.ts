import { GOODS_SHEET_COLUMNS } from '@yaocai/contract';
import { isChineseBarcode } from '@yaocai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSheet } from '../../lib/spreadsheet';
import { createCommerceApp, type Kit } from '../../test/commerce-test-kit';
import { multipart } from '../../test/upload-test-helpers';

let k: Kit;
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'yunying01']);
});
afterAll(() => k?.close());

const byBarcode = (code: string, user?: string) =>
  k.get(`/api/goods/search?barcode=${encodeURIComponent(code)}`, user);

describe('GET /api/goods/search?barcode= (the mobile scanner)', () => {
  it('the seed gives boxed goods real-looking 69 codes, unique, and 中药饮片 none', async () => {
    const rows = await k.rows(`select kind, barcode from goods`);
    const boxed = rows.filter((r) => r.kind !== 'herbal');
    expect(boxed.length).toBeGreaterThan(0);
    expect(boxed.every((r) => isChineseBarcode(r.barcode))).toBe(true);
    expect(new Set(boxed.map((r) => r.barcode)).size).toBe(boxed.length);
    expect(rows.filter((r) => r.kind === 'herbal').every((r) => r.barcode === '')).toBe(true);
  });

  it('answers the goods carrying a scanned code, to visitors and members alike', async () => {
    const [goods] = await k.rows(
      `select g.id, g.name, g.barcode, m.name as maker from goods g join manufacturers m on m.id = g.manufacturer_id
       where g.barcode <> '' and g.on_sale and not g.is_controlled order by g.id limit 1`,
    );
    for (const user of [undefined, 'yaodian01']) {
      const res = await byBarcode(goods.barcode, user);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([
        {
          id: goods.id,
          name: goods.name,
          highlight: [{ text: goods.name, hit: true }],
          count: 1,
          sccj: goods.maker,
        },
      ]);
    }
  });

  it('a code nobody carries answers an empty list; goods off sale are not found', async () => {
    expect((await byBarcode('6901234567892')).body.data).toEqual([]);
    const [off] = await k.rows(`select id, barcode from goods where barcode <> '' order by id desc limit 1`);
    await k.rows(`update goods set on_sale = false where id = ${off.id}`);
    expect((await byBarcode(off.barcode)).body.data).toEqual([]);
  });

  it('refuses a code that is not an EAN-13 with 422 and a Chinese message', async () => {
    for (const bad of ['6901234567893', '69012345', 'abcdefghijklm']) {
      const res = await byBarcode(bad);
      expect(res.status).toBe(422);
      expect(res.body.errors.barcode).toEqual(['条形码应为13位数字且校验位正确']);
    }
  });
});

describe('69 codes from the console', () => {
  it('the goods form saves the code and refuses a wrong check digit', async () => {
    const [row] = await k.rows(`select id from goods where kind = 'drug' order by id limit 1`);
    const current = (await k.get(`/api/operator/goods/${row.id}`, 'yunying01')).body.data;
    const input = {
      ...current,
      manufacturer: current.manufacturer,
      ladders: current.ladders,
      barcode: '6934683000061',
    };
    const saved = await k.post(`/api/operator/goods/${row.id}`, input, 'yunying01');
    expect(saved.status).toBe(200);
    expect((await k.get(`/api/operator/goods/${row.id}`, 'yunying01')).body.data.barcode).toBe(
      '6934683000061',
    );
    expect((await byBarcode('6934683000061')).body.data[0].id).toBe(row.id);
    const bad = await k.post(
      `/api/operator/goods/${row.id}`,
      { ...input, barcode: '6934683000062' },
      'yunying01',
    );
    expect([bad.status, Object.keys(bad.body.errors)]).toEqual([422, ['barcode']]);
    expect((await k.rows(`select barcode from goods where id = ${row.id}`))[0].barcode).toBe('6934683000061');
  });

  it('an import row sets the code; a blank 条形码 keeps it', async () => {
    const row = [
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
      '',
      '',
      '',
      '',
      // 追溯码, 药品标识码: blank keeps the defaults.
      '',
      '',
    ];
    const upload = (code: string) => {
      const body = multipart([
        { name: 'dry_run', value: '0' },
        {
          name: 'file',
          value: writeSheet([...GOODS_SHEET_COLUMNS], [[...row, code]], 'csv'),
          filename: 'g.csv',
          type: 'text/csv',
        },
      ]);
      return k.app.inject({
        method: 'POST',
        url: '/api/operator/goods/import',
        ...body,
        headers: { ...body.headers, cookie: k.cookies.yunying01! },
      });
    };
    expect((await upload('6935899801183')).json().data.errors).toBe(0);
    const code = async () =>
      (await k.rows(`select barcode from goods where approval_number = '国药准字H20065477'`))[0].barcode;
    expect(await code()).toBe('6935899801183');
    expect((await upload('')).json().data.updated).toBe(1);
    expect(await code()).toBe('6935899801183');
    const wrong = (await upload('6935899801184')).json().data;
    expect(wrong.rows[0].msg).toBe('条形码应为13位数字且校验位正确');
  });
});
