import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (url: string) => t.call({ method: 'GET', url });

interface Item {
  id: number;
  title: string;
  summary: string;
  published_at: string;
  category: { slug: string; name: string };
}

describe('GET /api/article/list', () => {
  it('pages 行业资讯 ten at a time, newest first, with a plain summary', async () => {
    const first = await get('/api/article/list?type=hy');
    expect(first.status).toBe(200);
    const data = first.body.data;
    expect(data).toMatchObject({ page: 1, page_size: 10, category: { slug: 'hy', name: '行业资讯' } });
    expect(data.total).toBeGreaterThanOrEqual(12);
    expect(data.list).toHaveLength(10);
    const dates = data.list.map((a: Item) => a.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const item of data.list as Item[]) {
      expect(item.published_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(item.summary).not.toMatch(/[<>]/);
      expect(Array.from(item.summary).length).toBeLessThanOrEqual(81);
      expect(item.category.slug).toBe('hy');
    }

    const second = (await get('/api/article/list?type=hy&page=2')).body.data;
    expect(second.page).toBe(2);
    expect(second.list.length).toBe(data.total - 10);
    const seen = new Set(data.list.map((a: Item) => a.id));
    expect(second.list.some((a: Item) => seen.has(a.id))).toBe(false);
    expect(second.list[0].published_at <= dates[9]).toBe(true);
  });

  it('keeps 公司新闻 apart and answers an empty page past the end', async () => {
    const company = (await get('/api/article/list?type=company')).body.data;
    expect(company.total).toBeGreaterThanOrEqual(12);
    expect(company.list.every((a: Item) => a.category.name === '公司新闻')).toBe(true);
    const past = (await get('/api/article/list?type=company&page=99')).body.data;
    expect(past).toMatchObject({ list: [], total: company.total, page: 99 });
  });

  it('refuses an unknown or missing type and a bad page with 422 in Chinese', async () => {
    for (const url of ['/api/article/list?type=help', '/api/article/list?type=xyz', '/api/article/list']) {
      const res = await get(url);
      expect(res.status, url).toBe(422);
      expect(res.body.msg).toBe('资讯类型不正确，应为行业资讯(hy)或公司新闻(company)');
    }
    const page = await get('/api/article/list?type=hy&page=0');
    expect([page.status, page.body.msg]).toEqual([422, '页码必须大于0']);
  });
});

describe('GET /api/article/{id}', () => {
  it('answers the article as plain paragraphs with its newer and older neighbours', async () => {
    const list = (await get('/api/article/list?type=company')).body.data.list as Item[];
    const [newest, middle, older] = list;
    const res = await get(`/api/article/${middle.id}`);
    expect(res.status).toBe(200);
    const article = res.body.data;
    expect(article).toMatchObject({
      id: middle.id,
      title: middle.title,
      published_at: middle.published_at,
      category: { slug: 'company', name: '公司新闻', parent_id: null },
      prev: { id: newest.id, title: newest.title },
      next: { id: older.id, title: older.title },
    });
    expect(article.paragraphs.length).toBeGreaterThan(0);
    expect(article.paragraphs.join('')).not.toMatch(/<\/?p>/);

    const first = (await get(`/api/article/${newest.id}`)).body.data;
    expect(first.prev).toBeNull();
    expect(first.next).toEqual({ id: middle.id, title: middle.title });
  });

  it('gives the oldest article no next one, and help articles their help category', async () => {
    const last = (await get('/api/article/list?type=hy&page=2')).body.data.list.at(-1) as Item;
    expect((await get(`/api/article/${last.id}`)).body.data.next).toBeNull();

    const help = (await get('/api/article/category?category_id=3')).body.data;
    expect(help.map((c: { name: string }) => c.name)).toEqual([
      '新手指南',
      '服务保障',
      '关于我们',
      '支付配送',
    ]);
    const guide = help[0].children.find((a: { slug: string }) => a.slug === 'hyzc');
    const article = (await get(`/api/article/${guide.id}`)).body.data;
    expect(article.title).toBe('会员注册');
    expect(article.category).toMatchObject({ slug: 'xrzn', parent_id: 3 });
  });

  it('answers 404 for an unknown id and 422 for a bad one', async () => {
    const missing = await get('/api/article/999999');
    expect([missing.status, missing.body.msg]).toEqual([404, '文章不存在']);
    for (const [id, msg] of [
      ['abc', '文章编号必须是数字'],
      ['0', '文章编号必须大于0'],
      ['1.5', '文章编号必须是整数'],
      ['99999999999', '文章编号过大'],
    ]) {
      const res = await get(`/api/article/${id}`);
      expect([res.status, res.body.msg], id).toEqual([422, msg]);
    }
  });

  it('strips markup an operator typed, so the page only ever shows text', async () => {
    const [{ id }] = await t.db
      .insert(articles)
      .values({
        categoryId: 2,
        title: '测试公告',
        content:
          '<p>第一段 &amp; <strong>加粗</strong></p><script>alert(1)</script><p><img src=x onerror=alert(1)>第二段&lt;b&gt;</p>',
      })
      .returning({ id: articles.id });
    const article = (await get(`/api/article/${id}`)).body.data;
    expect(article.paragraphs).toEqual(['第一段 & 加粗', '第二段<b>']);
    expect(article.prev).toBeNull();
    const list = (await get('/api/article/list?type=company')).body.data.list;
    expect(list[0]).toMatchObject({ id, summary: '第一段 & 加粗 第二段<b>' });
    expect(article.next.id).toBe(list[1].id);
  });
});
