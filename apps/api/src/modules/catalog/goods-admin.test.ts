import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type Kit } from '../../test/commerce-test-kit';

let k: Kit;
let leafId: number;
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'zhensuo01', 'yunying01', 'cangku01', 'operator01']);
  const categories = await k.get('/api/operator/goods/categories', 'yunying01');
  leafId = categories.body.data.find((c: { name: string }) => c.name === '青霉素及头孢类').id;
});
afterAll(() => k?.close());

const newGoods = (change: Record<string, unknown> = {}) => ({
  kind: 'drug',
  name: '头孢克肟分散片',
  trade_name: '世福素',
  spec: '0.1g*6片',
  unit: '盒',
  dosage_form: '片剂',
  approval_number: '国药准字H20030706',
  manufacturer: '广州白云山制药股份有限公司',
  category_id: leafId,
  scope_class: '抗生素制剂',
  middle_pack: 10,
  piece_pack: 300,
  base_price: '15.80',
  retail_price: '26.00',
  ...change,
});

const search = async (keyword: string, user = 'yaodian01') =>
  (await k.get(`/api/goods/list?keywords=${encodeURIComponent(keyword)}`, user)).body.data;

describe('goods from the console', () => {
  let id: number;

  it('yunying01 lists a goods that buyers then find', async () => {
    const res = await k.post('/api/operator/goods', newGoods(), 'yunying01');
    expect(res.status).toBe(200);
    id = res.body.data.id;
    await k.post(
      `/api/operator/goods/${id}/batches`,
      { batch_no: 'B2611001', produced_on: '2026-10-01', expires_on: '2028-09-30', stock: 400 },
      'cangku01',
    );
    const found = await search('头孢克肟分散片');
    expect(JSON.stringify(found)).toContain('世福素');
    const detail = await k.get(`/api/operator/goods/${id}`, 'yunying01');
    expect(detail.body.data).toMatchObject({
      name: '头孢克肟分散片',
      base_price: '15.80',
      stock: 400,
      nearest_expiry: '2028-09-30',
    });
    expect(detail.body.data.batches).toHaveLength(1);
  });

  it('a number searched is first of all the goods with that 编号', async () => {
    // Goods 7 is old, and "7" is in many newer goods' 批准文号: it still leads.
    const res = await k.get('/api/operator/goods?keyword=7', 'yunying01');
    expect(res.body.data.total).toBeGreaterThan(1);
    expect(res.body.data.list[0].id).toBe(7);
  });

  it('an edited price is what the buyer sees', async () => {
    const res = await k.post(`/api/operator/goods/${id}`, newGoods({ base_price: '14.20' }), 'yunying01');
    expect(res.status).toBe(200);
    const buyer = await k.get(`/api/goods/detail/${id}`, 'yaodian01');
    expect(JSON.stringify(buyer.body.data)).toContain('14.2');
    const [entry] = await k.rows(
      `select before, after from audit_log where entity = 'goods' and entity_id = '${id}' and action = 'goods.update'`,
    );
    expect([entry.before.basePrice, entry.after.basePrice]).toEqual([1580, 1420]);
  });

  it.each([
    [{ scope_class: '疫苗', name: '流感疫苗' }, 'scope_class', '“疫苗”类商品不得在平台销售'],
    [{ kind: 'herbal', scope_class: '中药饮片' }, 'category_id', '请选择该商品类型下的末级分类'],
    [{ retail_price: '9.00' }, 'retail_price', '建议零售价不能低于供货价'],
    [{ base_price: '1.234' }, 'base_price', '供货价格式不正确，最多两位小数'],
    [{ name: '' }, 'name', '请填写通用名'],
  ])('refuses %j with 422 on %s and writes nothing', async (change, field, msg) => {
    const [{ n }] = await k.rows('select count(*)::int as n from goods');
    const res = await k.post('/api/operator/goods', newGoods(change), 'yunying01');
    expect([res.status, res.body.msg]).toEqual([422, msg]);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect((await k.rows('select count(*)::int as n from goods'))[0].n).toBe(n);
  });

  it('ladder prices and 控销 set in the console are what buyers get', async () => {
    const res = await k.post(
      `/api/operator/goods/${id}`,
      newGoods({
        base_price: '14.20',
        ladders: [
          { number: 10, price: '13.50' },
          { number: 50, price: '12.80' },
        ],
        ladder_price_type: 2,
        is_controlled: 1,
        controlled_regions: ['北京'],
      }),
      'yunying01',
    );
    expect(res.status).toBe(200);
    const beijing = await k.get(`/api/goods/detail/${id}`, 'yaodian01');
    expect(beijing.body.data.ladder_price.map((t: { number: number }) => t.number)).toEqual([10, 50]);
    expect(beijing.body.data.ladder_price_type).toBe(2);
    expect((await k.get(`/api/goods/detail/${id}`, 'zhensuo01')).status).toBe(404);
    const detail = (await k.get(`/api/operator/goods/${id}`, 'yunying01')).body.data;
    expect(detail).toMatchObject({
      ladder_price_type: 2,
      is_controlled: 1,
      controlled_regions: ['北京'],
      ladders: [
        { number: 10, price: '13.50' },
        { number: 50, price: '12.80' },
      ],
    });
    const bad = await k.post(
      `/api/operator/goods/${id}`,
      newGoods({ ladders: [{ number: 10, price: '20.00' }] }),
      'yunying01',
    );
    expect([bad.status, bad.body.msg]).toEqual([422, '阶梯价须大于0且低于供货价']);
    const display = await k.post(
      `/api/operator/goods/${id}`,
      newGoods({ ladder_price_type: 3 }),
      'yunying01',
    );
    expect([display.status, display.body.msg]).toEqual([422, '阶梯价展示方式不正确']);
    const open = await k.post(`/api/operator/goods/${id}`, newGoods({ is_controlled: 1 }), 'yunying01');
    expect([open.status, open.body.msg]).toEqual([422, '控销商品请选择可销售的区域或客户组']);
  });

  it('a price change needs the price permission; other edits do not', async () => {
    const overview = (await k.get('/api/operator/staff', 'operator01')).body.data;
    const operations = overview.roles.find((r: { code: string }) => r.code === 'operations');
    const without = operations.permissions.filter((p: string) => p !== 'price.update');
    await k.post(
      `/api/operator/roles/${operations.id}`,
      { name: operations.name, permissions: without },
      'operator01',
    );
    const current = (await k.get(`/api/operator/goods/${id}`, 'yunying01')).body.data;
    const same = newGoods({
      base_price: current.base_price,
      ladders: current.ladders,
      is_controlled: 1,
      controlled_regions: ['北京'],
    });
    expect(
      (await k.post(`/api/operator/goods/${id}`, { ...same, spec: '0.1g*12片' }, 'yunying01')).status,
    ).toBe(200);
    const repriced = await k.post(`/api/operator/goods/${id}`, { ...same, base_price: '13.90' }, 'yunying01');
    expect([repriced.status, repriced.body.msg]).toEqual([403, '当前账号没有修改价格的权限']);
    await k.post(
      `/api/operator/roles/${operations.id}`,
      { name: operations.name, permissions: operations.permissions },
      'operator01',
    );
    await k.post(`/api/operator/goods/${id}`, same, 'yunying01');
  });

  it('refuses an expired batch, and a warehouse clerk cannot edit goods', async () => {
    const expired = await k.post(
      `/api/operator/goods/${id}/batches`,
      { batch_no: 'OLD1', produced_on: '2020-01-01', expires_on: '2022-01-01', stock: 5 },
      'cangku01',
    );
    expect([expired.status, expired.body.msg]).toEqual([422, '该批次已过期，不能入库销售']);
    expect((await k.post(`/api/operator/goods/${id}`, newGoods(), 'cangku01')).status).toBe(403);
  });
});
