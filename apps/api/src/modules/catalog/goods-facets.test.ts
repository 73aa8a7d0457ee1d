import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSheet } from '../../lib/spreadsheet';
import { createCommerceApp, type Kit } from '../../test/commerce-test-kit';
import { multipart } from '../../test/upload-test-helpers';
import { setCatalogCaching } from './ttl-cache';

// The totals and facets of the simple lists come from goods_facets (kept by triggers on goods): after
// every kind of write they must still be what counting the goods says. Caches off, so each list is asked.
let k: Kit;
let topId: number;
let leafId: number;
let makerId: number;
/** Another leaf, under another parent. */
let otherLeafId: number;
beforeAll(async () => {
  setCatalogCaching(false);
  k = await createCommerceApp(['yaodian01', 'yunying01', 'cangku01']);
  [{ id: topId }] = await k.rows('select id from categories where parent_id is null order by id limit 1');
  [{ id: leafId }] = await k.rows(`select id from categories where name = '青霉素及头孢类'`);
  [{ id: otherLeafId }] = await k.rows(`select c.id from categories c where c.kind = 'drug'
    and c.parent_id <> (select parent_id from categories where id = ${leafId})
    and not exists (select 1 from categories x where x.parent_id = c.id) order by c.id limit 1`);
  [{ id: makerId }] = await k.rows(
    'select manufacturer_id as id from goods group by 1 order by count(*) desc, 1 limit 1',
  );
});
afterAll(async () => {
  setCatalogCaching(true);
  await k?.close();
});

const PUBLIC = 'g.on_sale and not g.is_controlled';
const subtree = (id: number) => `g.category_id in (with recursive t(id) as (select ${id}
  union all select c.id from categories c join t on c.parent_id = t.id) select id from t)`;
const sellable = `exists (select 1 from goods_batches b where b.goods_id = g.id and b.stock > 0
  and b.expires_on >= (now() at time zone 'Asia/Shanghai')::date)`;

/** What counting the goods says: total, top 20 manufacturers (without `maker`), top 20 specs. */
async function counted(where: string, maker = 'true') {
  const [{ n }] = await k.rows(
    `select count(*)::int as n from goods g where ${PUBLIC} and ${where} and ${maker}`,
  );
  const manufacturers = await k.rows(`select g.manufacturer_id as id, m.name, count(*)::int as count
    from goods g join manufacturers m on m.id = g.manufacturer_id where ${PUBLIC} and ${where}
    group by 1, 2 order by 3 desc, 1 limit 20`);
  const specs = await k.rows(`select g.spec as name, count(*)::int as count from goods g
    where ${PUBLIC} and ${where} and ${maker} group by 1 order by 2 desc, 1 limit 20`);
  return { total: n, facets: { manufacturers, specs } };
}

const lists = () =>
  [
    ['', 'true'],
    [`category_id=${topId}`, subtree(topId)],
    [`category_id=${leafId}`, subtree(leafId)],
    ['zone=herbal', `g.kind = 'herbal'`],
    ['qx=2', `g.kind = 'device'`],
    ['select=youx', 'g.is_youx = 1'],
    [`manufacturer=${makerId}`, 'true', `g.manufacturer_id = ${makerId}`],
    ['in_stock=1', sellable],
  ] as const;

async function listed(query: string) {
  const res = await k.get(`/api/goods/list?page=1&page_size=20&${query}`);
  expect(res.status).toBe(200);
  return res.body.data;
}

/** Every list's total and facets as a visitor sees them equal the counted ones. */
async function expectCounted() {
  for (const [query, where, maker] of lists()) {
    const { total, facets } = await listed(query);
    expect({ query, total, facets }).toEqual({ query, ...(await counted(where, maker)) });
  }
}

const totalOf = async (query = '') => (await listed(query)).total as number;

const newGoods = (change: Record<string, unknown> = {}) => ({
  kind: 'drug',
  name: '头孢克肟分散片',
  trade_name: '世福素',
  spec: '0.1g*6片(特规)',
  unit: '盒',
  dosage_form: '片剂',
  approval_number: '国药准字H20030799',
  manufacturer: '广州白云山制药股份有限公司',
  category_id: leafId,
  scope_class: '抗生素制剂',
  middle_pack: 1,
  piece_pack: 300,
  base_price: '15.80',
  retail_price: '26.00',
  ...change,
});

describe('goods list facets kept by goods_facets', () => {
  let id: number;

  it('match the counted goods on the seeded catalogue', async () => {
    expect((await k.rows('select count(*)::int as n from goods_facets'))[0].n).toBeGreaterThan(0);
    await expectCounted();
  });

  it('come with a page past the last one too', async () => {
    // The filterless page reads them on its first row; a page with no rows reads them on their own.
    const { total, facets } = await listed('');
    const beyond = await k.get(`/api/goods/list?page=${Math.ceil(total / 20) + 1}&page_size=20`);
    expect(beyond.body.data).toMatchObject({ list: [], total, facets });
  });

  it('follow a staff member adding and editing a goods', async () => {
    const before = await totalOf(`category_id=${leafId}`);
    const res = await k.post('/api/operator/goods', newGoods(), 'yunying01');
    expect(res.status).toBe(200);
    id = res.body.data.id;
    expect(await totalOf(`category_id=${leafId}`)).toBe(before + 1);
    await expectCounted();
    const edited = await k.post(
      `/api/operator/goods/${id}`,
      newGoods({ spec: '0.2g*6片(特规)', manufacturer: '新厂家制药有限公司', category_id: otherLeafId }),
      'yunying01',
    );
    expect([edited.status, edited.body.msg]).toEqual([200, expect.anything()]);
    expect(await totalOf(`category_id=${leafId}`)).toBe(before);
    const [{ maker }] = await k.rows(`select manufacturer_id as maker from goods where id = ${id}`);
    expect((await listed(`manufacturer=${maker}`)).facets.specs).toEqual([
      { name: '0.2g*6片(特规)', count: 1 },
    ]);
    await expectCounted();
  });

  it('follow listing a goods off and on again', async () => {
    const before = await totalOf();
    await k.post(
      `/api/operator/goods/${id}`,
      newGoods({ category_id: otherLeafId, on_sale: 0 }),
      'yunying01',
    );
    expect(await totalOf()).toBe(before - 1);
    await expectCounted();
    await k.post(
      `/api/operator/goods/${id}`,
      newGoods({ category_id: otherLeafId, on_sale: 1 }),
      'yunying01',
    );
    expect(await totalOf()).toBe(before);
    await expectCounted();
  });

  it('follow an import of new goods', async () => {
    const [{ leaf, name }] = await k.rows(
      `select c.name as leaf, p.name from categories c join categories p on p.id = c.parent_id where c.id = ${leafId}`,
    );
    expect(name).toBeTruthy();
    const row = (n: number) => [
      '药品',
      `导入测试片${n}`,
      '',
      `${n}mg*10片`,
      '盒',
      '片剂',
      `国药准字H2099000${n}`,
      '导入测试制药厂',
      leaf,
      '抗生素制剂',
      10,
      200,
      '9.00',
      '15.00',
      '',
      '',
      '',
      '',
    ];
    const [{ columns }] = [{ columns: (await import('@yaocai/contract')).GOODS_SHEET_COLUMNS }];
    const body = multipart([
      { name: 'dry_run', value: '0' },
      {
        name: 'file',
        value: await writeSheet([...columns], [row(1), row(2)], 'csv'),
        filename: 'g.csv',
        type: 'text/csv',
      },
    ]);
    const before = await totalOf(`category_id=${leafId}`);
    const res = await k.app.inject({
      method: 'POST',
      url: '/api/operator/goods/import',
      ...body,
      headers: { ...body.headers, cookie: k.cookies.yunying01! },
    });
    expect(res.json().data).toMatchObject({ created: 2, errors: 0 });
    expect(await totalOf(`category_id=${leafId}`)).toBe(before + 2);
    await expectCounted();
  });

  it('follow a category moved under another parent', async () => {
    const [{ other }] = await k.rows(
      `select id as other from categories where parent_id is null and id <> ${topId} order by id limit 1`,
    );
    const [{ parent }] = await k.rows(`select parent_id as parent from categories where id = ${leafId}`);
    await k.rows(`update categories set parent_id = ${other} where id = ${leafId}`);
    await expectCounted();
    await k.rows(`update categories set parent_id = ${parent} where id = ${leafId}`);
    await expectCounted();
  });

  it('in-stock lists follow a goods sold out by an order and restocked by the warehouse', async () => {
    const [goods] = await k.plainGoods(1);
    await k.setStock(goods.id, goods.middle_pack);
    const inStock = await totalOf('in_stock=1');
    const all = await totalOf();
    await k.clearCart('yaodian01');
    const lines = await k.add('yaodian01', [{ goods_id: goods.id, number: goods.middle_pack }]);
    const order = await k.order('yaodian01', lines);
    expect(order.body.code).toBe(10000);
    expect(await k.stockOf(goods.id)).toBe(0);
    expect(await totalOf('in_stock=1')).toBe(inStock - 1);
    expect(await totalOf()).toBe(all);
    await expectCounted();
    const restock = await k.post(
      `/api/operator/goods/${goods.id}/batches`,
      { batch_no: 'R2611001', produced_on: '2026-10-01', expires_on: '2028-09-30', stock: 100 },
      'cangku01',
    );
    expect(restock.status).toBe(200);
    expect(await totalOf('in_stock=1')).toBe(inStock);
    await expectCounted();
  });
});
