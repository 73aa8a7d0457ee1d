import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type Kit } from '../../test/commerce-test-kit';

let k: Kit;
beforeAll(async () => {
  k = await createCommerceApp(['yunying01', 'kefu01', 'operator01']);
});
afterAll(() => k?.close());

const banner = (change: Record<string, unknown> = {}) => ({
  position: 'home',
  title: '秋冬感冒季 备货专场',
  image: '/img/banner/autumn.svg',
  url: '/search?keywords=感冒',
  sort: 0,
  ...change,
});

describe('banners', () => {
  it('a new home banner shows in the storefront carousel; edited and deleted, it follows', async () => {
    const created = await k.post('/api/operator/banners', banner(), 'yunying01');
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const carousel = async () => JSON.stringify((await k.get('/api/focus')).body.data);
    expect(await carousel()).toContain('/img/banner/autumn.svg');

    await k.post(`/api/operator/banners/${id}`, banner({ image: '/img/banner/winter.svg' }), 'yunying01');
    expect(await carousel()).toContain('/img/banner/winter.svg');
    const listed = await k.get('/api/operator/banners?position=home', 'yunying01');
    expect(listed.body.data.find((b: { id: number }) => b.id === id)).toMatchObject({
      position_name: '首页轮播',
    });

    await k.post(`/api/operator/banners/${id}/delete`, {}, 'yunying01');
    expect(await carousel()).not.toContain('/img/banner/winter.svg');
    expect((await k.post(`/api/operator/banners/${id}/delete`, {}, 'yunying01')).status).toBe(404);
    const actions = await k.rows(
      `select summary from audit_log where entity = 'banner' and entity_id = '${id}' order by id`,
    );
    expect(actions.map((a) => a.summary)).toEqual([
      '新增广告：秋冬感冒季 备货专场',
      '修改广告：秋冬感冒季 备货专场',
      '删除广告',
    ]);
  });

  it.each([
    [{ image: 'javascript:alert(1)' }, '图片地址应以 / 或 http(s):// 开头'],
    [{ position: 'nowhere' }, '请选择广告位'],
    [{ title: '' }, '请填写标题'],
  ])('refuses %j with 422', async (change, msg) => {
    const res = await k.post('/api/operator/banners', banner(change), 'yunying01');
    expect([res.status, res.body.msg]).toEqual([422, msg]);
  });

  it('is for staff with the content permission only', async () => {
    expect((await k.post('/api/operator/banners', banner(), 'kefu01')).status).toBe(403);
  });
});

describe('site settings', () => {
  it('a changed hotline and licence list show in the storefront', async () => {
    const settings = (await k.get('/api/operator/site_settings', 'yunying01')).body.data;
    expect(settings.licence.split('\n').length).toBeGreaterThan(3);
    const res = await k.post(
      '/api/operator/site_settings',
      {
        ...settings,
        hot_line: '400-800-1234',
        licence: '药品经营许可证：京AA0100826\n营业执照：91110105MA01R8XK6C',
      },
      'yunying01',
    );
    expect(res.status).toBe(200);
    const site = (await k.get('/api/global/site')).body.data;
    expect(site.hot_line).toBe('400-800-1234');
    expect(site.licence).toEqual(['药品经营许可证：京AA0100826', '营业执照：91110105MA01R8XK6C']);
    const bad = await k.post(
      '/api/operator/site_settings',
      { ...settings, email: 'no-at-sign' },
      'yunying01',
    );
    expect([bad.status, bad.body.msg]).toEqual([422, '客服邮箱格式不正确']);
  });
});

describe('articles', () => {
  it('a new help article appears in the help centre', async () => {
    const list = await k.get('/api/operator/articles', 'yunying01');
    const help = list.body.data.categories.find((c: { path: string }) => c.path.includes('/'));
    const res = await k.post(
      '/api/operator/articles',
      {
        category_id: help.id,
        title: '如何查看药检报告',
        content: '在商品详情页选择批号即可查看该批次的药检报告。',
      },
      'yunying01',
    );
    expect(res.status).toBe(200);
    const found = await k.get('/api/operator/articles?keyword=药检报告', 'yunying01');
    expect(found.body.data.list.map((a: { title: string }) => a.title)).toContain('如何查看药检报告');
    const unknown = await k.post(
      '/api/operator/articles',
      { category_id: 99999, title: 'x', content: 'y' },
      'yunying01',
    );
    expect([unknown.status, unknown.body.msg]).toEqual([422, '文章分类不存在']);
  });
});
