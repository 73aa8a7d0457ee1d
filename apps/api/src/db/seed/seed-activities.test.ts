import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import type { DatabaseHandle } from '../client';
import { openTestDatabase } from '../../test/test-database';
import { seed } from './seed';

/** The demo seed gives every activity page content: a running 全场94折, bundles, zones and banners. */
let handle: DatabaseHandle;
let app: FastifyInstance;
beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.migrate();
  await seed(handle.db, { goods: 300, seed: 11 });
  app = await buildApp(testConfig(), handle);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const get = async (url: string) => (await app.inject({ method: 'GET', url })).json().data;

describe('activity seed', () => {
  it('runs a 全场94折 without 中药饮片 and a few best sellers', async () => {
    const { activity } = await get('/api/activity/welfare');
    expect(activity).toMatchObject({
      label: '94折',
      excluded_categories: ['中药饮片'],
      excluded_goods_count: 5,
    });
    const list = await get('/api/goods/list?zone=storewide&page_size=60');
    expect(list.total).toBeGreaterThan(20);
    expect(
      list.list.every((g: { kind: string; discount: unknown }) => g.kind !== 'herbal' && g.discount),
    ).toBe(true);
  });

  it('has a zone for every kind of activity', async () => {
    const zones = await get('/api/activity/zones');
    const kinds = new Set(zones.list.map((z: { kind: string }) => z.kind));
    for (const kind of ['spike', 'daily', 'full_reduction', 'combination', 'storewide'])
      expect(kinds).toContain(kind);
  });

  it('puts banners to the activity pages, one of them a teaser without a link', async () => {
    const home = (await get('/api/focus')) as { url: string; image: string }[];
    const urls = home.map((b) => b.url);
    expect(urls).toEqual(expect.arrayContaining(['/welfare', '/zhzq', '/yjh', '']));
    for (const b of home) expect(b.image).toMatch(/^\/img\/banner\/\d+\.svg$/);
    expect((await get('/api/focus/right')).map((b: { url: string }) => b.url)).toContain('/yyh');
  });

  it('runs a 换购 with two goods below their price, tagged 换购', async () => {
    const rows = (await handle.db.execute(
      sql`select a.name, a.threshold, g.goods_id, g.price, g.limit_per_order, gd.base_price
          from trade_up_activities a join trade_up_goods g on g.activity_id = a.id join goods gd on gd.id = g.goods_id
          where a.is_on and a.starts_at <= now() and a.ends_at > now()`,
    )) as unknown as { rows: { name: string; goods_id: number; price: number; base_price: number }[] };
    expect(rows.rows).toHaveLength(2);
    for (const row of rows.rows) {
      expect(row.name).toBe('满500元超值换购');
      expect(Number(row.price)).toBeLessThan(Number(row.base_price));
      const detail = await get(`/api/goods/detail/${row.goods_id}`);
      expect(detail.tags.map((t: { name: string }) => t.name)).toContain('换购');
    }
  });
});
