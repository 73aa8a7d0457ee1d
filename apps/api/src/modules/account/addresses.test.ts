import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type Kit } from '../../test/commerce-test-kit';

/** 收货地址 (/addr) through HTTP on a seeded database. */
let k: Kit;

beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'zhensuo01']);
}, 60_000);
afterAll(async () => k?.close());

const BEIJING_CHAOYANG = '110105';
const address = (over: Record<string, unknown> = {}) => ({
  consignee: '王库管',
  phone: '13911112222',
  region_code: BEIJING_CHAOYANG,
  detail: '酒仙桥路10号院2号楼',
  ...over,
});
const addressRows = async (user: string) =>
  k.rows(
    `select a.id, a.consignee, a.province, a.city, a.district, a.region_code, a.is_default from addresses a
     join members m on m.id = a.member_id where m.username = '${user}' order by a.id`,
  );

describe('收货地址', () => {
  it('seeded addresses carry their division code, so /addr can edit them with the region picked', async () => {
    const list = (await k.get('/api/address/list', 'yaodian01')).body.data.list;
    expect(list.map((a: { region_code: string }) => a.region_code)).toEqual(['110105', '110105']);
  });

  it('adds an address with its region from the division code; checkout lists it', async () => {
    const res = await k.post('/api/address', address({ is_default: 1 }), 'zhensuo01');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      consignee: '王库管',
      province: '北京市',
      city: '北京市',
      district: '朝阳区',
      region_code: '110105',
      full_address: '北京市朝阳区酒仙桥路10号院2号楼',
      is_default: 1,
    });
    const list = (await k.get('/api/address/list', 'zhensuo01')).body.data;
    expect(list.max).toBe(20);
    expect(list.list[0]).toMatchObject({ id: res.body.data.id, is_default: 1 });
    expect(list.list.filter((a: { is_default: number }) => a.is_default === 1)).toHaveLength(1);

    const [g] = await k.plainGoods(1);
    const ids = await k.add('zhensuo01', [{ goods_id: g!.id, number: g!.middle_pack }]);
    const preview = await k.post('/api/cart/checkout', { ids }, 'zhensuo01');
    expect(preview.body.data.addresses[0]).toMatchObject({ id: res.body.data.id, is_default: 1 });
    await k.clearCart('zhensuo01');
  });

  it('refuses bad input with 422 naming the field, and writes nothing', async () => {
    const before = await addressRows('zhensuo01');
    for (const [payload, field] of [
      [address({ consignee: '' }), 'consignee'],
      [address({ phone: '12345' }), 'phone'],
      [address({ region_code: '' }), 'region_code'],
      [address({ region_code: '11' }), 'region_code'],
      [address({ region_code: '999999' }), 'region_code'],
      [address({ region_code: '1301' }), 'region_code'], // 石家庄 has districts: pick one
      [address({ detail: '' }), 'detail'],
      [address({ detail: 'x'.repeat(201) }), 'detail'],
      [address({ is_default: 2 }), 'is_default'],
    ] as const) {
      const res = await k.post('/api/address', payload, 'zhensuo01');
      expect(res.status, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(res.body)).toContain(field);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(await addressRows('zhensuo01')).toEqual(before);
  });

  it("edits, sets default, deletes; another member's address is 404 and untouched", async () => {
    const mine = (await k.post('/api/address', address({ consignee: '李药师' }), 'zhensuo01')).body.data;
    expect(mine.is_default).toBe(0);
    const edited = await k.post(
      `/api/address/${mine.id}`,
      address({ consignee: '李药师', region_code: '130102', detail: '中山东路88号' }),
      'zhensuo01',
    );
    expect(edited.body.data).toMatchObject({
      province: '河北省',
      city: '石家庄市',
      district: '长安区',
      full_address: '河北省石家庄市长安区中山东路88号',
    });

    const theirs = await k.rows(
      `select a.id from addresses a join members m on m.id = a.member_id where m.username = 'yaodian01'`,
    );
    const otherId = Number(theirs[0]!.id);
    const before = await addressRows('yaodian01');
    expect((await k.post(`/api/address/${otherId}`, address(), 'zhensuo01')).status).toBe(404);
    expect((await k.post(`/api/address/${otherId}/default`, {}, 'zhensuo01')).status).toBe(404);
    expect(
      (
        await k.call({
          method: 'DELETE',
          url: `/api/address/${otherId}`,
          headers: { cookie: k.cookies.zhensuo01! },
        })
      ).status,
    ).toBe(404);
    expect(await addressRows('yaodian01')).toEqual(before);
    expect((await k.post('/api/address/abc/default', {}, 'zhensuo01')).status).toBe(422);

    expect((await k.post(`/api/address/${mine.id}/default`, {}, 'zhensuo01')).status).toBe(200);
    let rows = await addressRows('zhensuo01');
    expect(rows.filter((r) => r.is_default).map((r) => Number(r.id))).toEqual([mine.id]);

    // Deleting the default makes the oldest remaining address the default.
    const del = await k.call({
      method: 'DELETE',
      url: `/api/address/${mine.id}`,
      headers: { cookie: k.cookies.zhensuo01! },
    });
    expect(del.status).toBe(200);
    rows = await addressRows('zhensuo01');
    expect(rows.find((r) => Number(r.id) === mine.id)).toBeUndefined();
    expect(rows.filter((r) => r.is_default).map((r) => Number(r.id))).toEqual([Number(rows[0]!.id)]);
  });

  it('keeps exactly one default under parallel set-default and add requests', async () => {
    const added = [];
    for (let i = 0; i < 4; i++)
      added.push(
        (await k.post('/api/address', address({ detail: `仓库${i}号门` }), 'zhensuo01')).body.data.id,
      );
    const results = await Promise.all([
      ...added.map((id) => k.post(`/api/address/${id}/default`, {}, 'zhensuo01')),
      k.post('/api/address', address({ detail: '并发新增默认地址', is_default: 1 }), 'zhensuo01'),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const rows = await addressRows('zhensuo01');
    expect(rows.filter((r) => r.is_default)).toHaveLength(1);
  });

  it('keeps at most 20 addresses, also under parallel adds', async () => {
    const n = (await addressRows('zhensuo01')).length;
    const results = await Promise.all(
      Array.from({ length: 22 - n }, (_, i) =>
        k.post('/api/address', address({ detail: `批量地址${i}号` }), 'zhensuo01'),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(20 - n);
    const refused = results.filter((r) => r.status === 422);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.body.msg).toBe('最多保存20个收货地址，请先删除不用的地址');
    expect(await addressRows('zhensuo01')).toHaveLength(20);
  });
});
