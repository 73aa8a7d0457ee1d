import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, goodsBatches } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { controlledIn, data, get } from '../../test/catalog-test-kit';
import { NO_BATCH_ON_SALE, REPORT_MISSING } from './goods-detail.service';

let t: TestApp;
let yaodian: string;
let zhensuo: string;
let daishen: string;
beforeAll(async () => {
  t = await createTestApp({ goods: 300 });
  [yaodian, zhensuo, daishen] = await Promise.all(
    ['yaodian01', 'zhensuo01', 'daishen01'].map((u) => t.login(u)),
  );
});
afterAll(() => t?.close());

type Item = Record<string, any>;
const detail = (id: number | string, cookie?: string) => get(t, `/api/goods/detail/${id}`, cookie);

/** Goods whose batch on sale (first expiry with stock) has, or lacks, a report. */
async function goodsWithReport(has: boolean) {
  const rows = await t.db
    .select({ goodsId: goodsBatches.goodsId, url: goodsBatches.qualityReportUrl })
    .from(goodsBatches)
    .innerJoin(goods, eq(goods.id, goodsBatches.goodsId))
    .where(
      and(
        gt(goodsBatches.stock, 0),
        sql`${goodsBatches.expiresOn} >= current_date`,
        eq(goods.isControlled, false),
      ),
    )
    .orderBy(asc(goodsBatches.goodsId), asc(goodsBatches.expiresOn), asc(goodsBatches.id));
  const first = new Map<number, string>();
  for (const r of rows) if (!first.has(r.goodsId)) first.set(r.goodsId, r.url);
  return [...first].find(([, url]) => (url !== '') === has)![0];
}

describe('goods detail', () => {
  it('shows everything a buyer reads before buying', async () => {
    const { status, body } = await detail(1, yaodian);
    expect(status).toBe(200);
    const g = body.data;
    expect(g).toMatchObject({ id: 1, name: '感冒灵颗粒', sccj: '华润三九医药股份有限公司', is_favorite: 0 });
    expect(g.base_price).toMatch(/^\d+\.\d{2}$/);
    expect(g.approval_number).toMatch(/^国药准字/);
    expect(g.instructions).toContain('感冒灵颗粒');
    expect(g.brand).toMatchObject({ id: expect.any(Number), name: '999' });
    expect(g.category_path.map((c: Item) => c.name)).toEqual(['中西成药', '感冒发热', '感冒用药']);
    expect(g.category_path.at(-1).id).toBe(g.category_id);
    expect(g.near_expiry).toBe(0);
    for (const b of g.batches) {
      expect(b).toEqual({
        batch_no: expect.any(String),
        produced_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        expires_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        stock: expect.any(Number),
        quality_report_url: expect.any(String),
      });
      expect(b.stock).toBeGreaterThan(0);
    }
    expect(g.batches.map((b: Item) => b.expires_on)).toEqual(
      [...g.batches.map((b: Item) => b.expires_on)].sort(),
    );
    expect(g.number).toBe(g.batches.reduce((sum: number, b: Item) => sum + b.stock, 0));
    expect(g.batch_no).toBe(g.batches[0].batch_no);
    expect(g.expires_on).toBe(g.batches[0].expires_on);
  });

  it('lists up to 10 related goods of the same category, not the goods itself', async () => {
    const g = (await detail(1, yaodian)).body.data;
    expect(g.related.length).toBeGreaterThan(0);
    expect(g.related.length).toBeLessThanOrEqual(10);
    expect(g.related.every((r: Item) => r.category_id === g.category_id && r.id !== 1)).toBe(true);
  });

  it('links the quality report of the batch on sale, or says it is not uploaded (spec §6)', async () => {
    const withReport = (await detail(await goodsWithReport(true), yaodian)).body.data;
    expect(withReport.quality_inspection).toEqual({ url: withReport.batches[0].quality_report_url, msg: '' });
    expect(withReport.quality_inspection.url).not.toBe('');
    const without = (await detail(await goodsWithReport(false), yaodian)).body.data;
    expect(without.quality_inspection).toEqual({ url: '', msg: REPORT_MISSING });
  });

  it('says so when no batch is on sale', async () => {
    const [soldOut] = await t.db
      .select({ id: goods.id })
      .from(goods)
      .where(
        and(
          eq(goods.isControlled, false),
          sql`not exists (select 1 from ${goodsBatches} where ${goodsBatches.goodsId} = ${goods.id} and ${goodsBatches.stock} > 0)`,
        ),
      )
      .limit(1);
    const g = (await detail(soldOut.id, yaodian)).body.data;
    expect(g).toMatchObject({ batches: [], number: 0, is_buy: 0, buy_tip: '暂时缺货', expires_on: null });
    expect(g.quality_inspection).toEqual({ url: '', msg: NO_BATCH_ON_SALE });
  });

  it('flags near-expiry goods', async () => {
    const [item] = (await data(t, '/api/goods/list?zone=near_expiry&page_size=1', yaodian)).list;
    expect((await detail(item.id, yaodian)).body.data.near_expiry).toBe(1);
  });
});

describe('who may open a goods', () => {
  it('hides prices from visitors and members awaiting review', async () => {
    expect((await detail(1)).body.data).toMatchObject({
      base_price: null,
      price_tip: '登录后可见',
      is_favorite: 0,
    });
    expect((await detail(1, daishen)).body.data).toMatchObject({
      base_price: null,
      price_tip: '资质审核通过后可见',
    });
  });

  it('answers 404 for controlled goods outside the buyer region, and for visitors', async () => {
    const [beijing] = await controlledIn(t, ['北京']);
    expect(beijing).toBeDefined();
    expect((await detail(beijing.id, yaodian)).status).toBe(200);
    for (const cookie of [zhensuo, daishen, undefined]) {
      const { status, body } = await detail(beijing.id, cookie);
      expect(status).toBe(404);
      expect(body.msg).toBe('商品不存在');
    }
  });

  it('opens controlled goods of the buyer region', async () => {
    const [hebei] = await controlledIn(t, ['河北', '天津', '山东']);
    expect(hebei).toBeDefined();
    expect((await detail(hebei.id, zhensuo)).status).toBe(200);
    expect((await detail(hebei.id, yaodian)).status).toBe(404);
  });

  it('gives zhensuo01 third-class devices with is_buy 0 and the reason', async () => {
    const [device] = await t.db
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.scopeClass, '第三类医疗器械'), eq(goods.isControlled, false)))
      .limit(1);
    expect((await detail(device.id, zhensuo)).body.data).toMatchObject({
      is_buy: 0,
      buy_tip: '超出经营范围（第三类医疗器械）',
    });
  });
});

describe('bad detail input', () => {
  it.each(['abc', '-1', '0', '1.5', '99999999999', '%27%3B%20drop%20table%20goods%3B--'])(
    'refuses id %s with 422',
    async (id) => {
      const { status, body } = await detail(id);
      expect(status).toBe(422);
      expect(body.msg).toMatch(/^商品编号/);
    },
  );

  it('answers 404 for an id that does not exist', async () => {
    const { status, body } = await detail(99_999_999);
    expect(status).toBe(404);
    expect(body.msg).toBe('商品不存在');
  });
});
