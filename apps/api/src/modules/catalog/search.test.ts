import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { goods } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { data, get } from '../../test/catalog-test-kit';
import { planKeyword } from './keyword';
import { filterConditions } from './goods-filter';
import { goodsPageQuery, orderBy } from './goods-list.repository';
import { goodsSuggestionQuery } from './search.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ goods: 300 });
});
afterAll(() => t?.close());

type Suggestion = {
  id: number;
  name: string;
  highlight: { text: string; hit: boolean }[];
  count: number;
  sccj?: string;
};
const suggest = (keywords: string, type = 0, cookie?: string): Promise<Suggestion[]> =>
  data(t, `/api/goods/search?keywords=${encodeURIComponent(keywords)}&type=${type}`, cookie);
const hits = (s: Suggestion) => s.highlight.filter((h) => h.hit).map((h) => h.text);

describe('goods suggestions (type 0)', () => {
  it('finds 感冒灵颗粒 by its initials, marks the match and names the best-selling variant', async () => {
    const [first] = await suggest('gmlkl');
    expect(first).toMatchObject({
      name: '感冒灵颗粒',
      sccj: '华润三九医药股份有限公司',
      count: expect.any(Number),
    });
    expect(first.highlight).toEqual([{ text: '感冒灵颗粒', hit: true }]);
    const [row] = await t.db.select({ name: goods.name }).from(goods).where(eq(goods.id, first.id));
    expect(row.name).toBe('感冒灵颗粒');
  });

  it('matches full pinyin, Chinese substrings and mixtures', async () => {
    expect(hits((await suggest('ganmao'))[0])).toEqual(['感冒']);
    expect((await suggest('冒灵')).map((s) => s.name)).toContain('复方感冒灵颗粒');
    expect(hits((await suggest('感冒l'))[0])).toEqual(['感冒灵']);
    expect(hits((await suggest('ganmaol'))[0])).toEqual(['感冒灵']);
    expect((await suggest('GanMao'))[0].name).toBe((await suggest('ganmao'))[0].name);
  });

  it('ranks exact, then prefix, then anywhere, then by sales; one suggestion per name, at most 10', async () => {
    const exact = await suggest('感冒灵颗粒');
    expect(exact.map((s) => s.name)).toEqual(['感冒灵颗粒', '复方感冒灵颗粒']);
    const names = (await suggest('ganmao')).map((s) => s.name);
    expect(names.indexOf('复方感冒灵颗粒')).toBe(names.length - 1);
    const many = await suggest('g');
    expect(many).toHaveLength(10);
    expect(new Set(many.map((s) => s.name)).size).toBe(many.length);
    const xiaoer = await suggest('xiaoer');
    const sales = await t.db
      .select({ name: goods.name, total: sql<number>`sum(${goods.sales})::int` })
      .from(goods)
      .where(
        and(
          inArray(
            goods.name,
            xiaoer.map((s) => s.name),
          ),
          eq(goods.isControlled, false),
        ),
      )
      .groupBy(goods.name);
    const byName = new Map(sales.map((r) => [r.name, r.total]));
    const totals = xiaoer.map((s) => byName.get(s.name)!);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it('never suggests controlled goods a visitor may not see', async () => {
    const controlled = await t.db
      .select({ name: goods.name })
      .from(goods)
      .where(eq(goods.isControlled, true));
    for (const { name } of controlled.slice(0, 5)) {
      const suggestions = await suggest(name);
      if (suggestions.length === 0) continue;
      const rows = await t.db
        .select({ controlled: goods.isControlled })
        .from(goods)
        .where(
          inArray(
            goods.id,
            suggestions.map((s) => s.id),
          ),
        );
      expect(rows.every((r) => !r.controlled)).toBe(true);
    }
  });
});

describe('manufacturer suggestions (type 1)', () => {
  it('finds 北京同仁堂 by trt, 同仁堂 and tongrentang, with goods counts', async () => {
    for (const keyword of ['trt', '同仁堂', 'tongrentang', 'bjtrt']) {
      const list = await suggest(keyword, 1);
      expect(list[0].name, keyword).toMatch(/^北京同仁堂/);
      expect(hits(list[0]).join('')).toContain('同仁堂');
      expect(list.every((m) => m.count > 0)).toBe(true);
    }
    const [maker] = await suggest('trt', 1);
    const page = await data(t, `/api/goods/list?manufacturer=${maker.id}`);
    expect(page.total).toBe(maker.count);
  });

  it('matches short names and initials anywhere in the name', async () => {
    expect((await suggest('以岭', 1))[0].name).toBe('石家庄以岭药业股份有限公司');
    expect((await suggest('yl', 1)).map((m) => m.name)).toContain('石家庄以岭药业股份有限公司');
    expect((await suggest('华润三九', 1))[0].name).toBe('华润三九医药股份有限公司');
  });
});

describe('bad search input', () => {
  it('answers an empty list for an empty keyword', async () => {
    for (const url of [
      '/api/goods/search',
      '/api/goods/search?keywords=',
      '/api/goods/search?keywords=%20%20&type=1',
    ]) {
      expect(await data(t, url)).toEqual([]);
    }
  });

  it('refuses keywords over 50 characters and unknown types with 422', async () => {
    const long = await get(t, `/api/goods/search?keywords=${encodeURIComponent('感'.repeat(51))}`);
    expect(long.status).toBe(422);
    expect(long.body.msg).toBe('关键词不能超过50个字');
    expect((await get(t, `/api/goods/search?keywords=${'a'.repeat(50)}`)).status).toBe(200);
    for (const type of ['2', 'abc', '-1']) {
      const { status, body } = await get(t, `/api/goods/search?keywords=gm&type=${type}`);
      expect(status).toBe(422);
      expect(body.msg).toBe('搜索类型只能是0（药品）或1（厂家）');
    }
  });

  it('treats SQL and HTML as text that matches nothing', async () => {
    for (const evil of [
      "'; drop table goods;--",
      '<script>alert(1)</script>',
      "' or '1'='1",
      '%',
      '_%_',
      '\\',
    ]) {
      for (const type of [0, 1]) expect(await suggest(evil, type), `${evil} type ${type}`).toEqual([]);
    }
    expect((await suggest('gmlkl'))[0].name).toBe('感冒灵颗粒');
  });
});

async function planOf(db: Database, query: SQLWrapper) {
  return db.transaction(async (tx) => {
    // Cost penalties, not bans: on this small table the planner would rather walk an index in order, and
    // a condition no index can serve still shows up as a Seq Scan.
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_indexscan = off`);
    const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
    return result.rows.map((r) => Object.values(r)[0]).join('\n');
  });
}

describe('index use', () => {
  it.each(['gmlkl', 'ganmao', '阿莫', 'bu', 'g', '感冒', '感冒l', '感冒灵颗粒', '板', 'amxl', '999'])(
    'serves the goods suggestions of %s from the trigram indexes',
    async (keyword) => {
      const plan = await planOf(t.db, goodsSuggestionQuery(t.db, planKeyword(keyword)!, null, 10));
      expect(plan).not.toMatch(/Seq Scan on goods\b/);
      expect(plan).toMatch(/Bitmap Index Scan on goods_(name|pinyin|initials)_trgm/);
    },
  );

  it('serves a keyword-filtered list page from an index too', async () => {
    const filter = { keyword: planKeyword('ganmao')! };
    const where = filterConditions(filter, null, {
      today: '2026-01-01',
      nearExpiryBefore: '2026-07-01',
      now: new Date(),
    });
    const query = goodsPageQuery(t.db, where.all, orderBy('sales', undefined, '2026-01-01'), 20, 0);
    expect(await planOf(t.db, query)).not.toMatch(/Seq Scan on goods\b/);
  });
});
