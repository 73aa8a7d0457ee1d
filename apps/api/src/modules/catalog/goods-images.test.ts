import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JPEG, multipart, PDF, PNG } from '../../test/upload-test-helpers';
import { createCommerceApp, type GoodsPick, type Kit } from '../../test/commerce-test-kit';

/** Goods pictures in the console: upload, order and delete, as the storefront detail shows them. */
let k: Kit;
let g: GoodsPick;
beforeAll(async () => {
  k = await createCommerceApp(['yunying01', 'kefu01', 'cangku01', 'operator01', 'yaodian01']);
  [g] = await k.plainGoods(1);
});
afterAll(() => k?.close());

async function upload(user: string, file: Buffer, name = 'pack.png', purpose = 'image') {
  const form = multipart([
    { name: 'purpose', value: purpose },
    { name: 'file', value: file, filename: name },
  ]);
  const res = await k.call({
    method: 'POST',
    url: '/api/upload',
    payload: form.payload,
    headers: { ...form.headers, cookie: k.cookies[user]! },
  });
  return res.body.data.url as string;
}
const images = async () => (await k.get(`/api/operator/goods/${g.id}/images`, 'yunying01')).body.data;
const storefront = async () => (await k.get(`/api/goods/detail/${g.id}`, 'yaodian01')).body.data;

describe('goods images', () => {
  it('an uploaded picture becomes the first picture of the storefront detail, then is reordered and deleted', async () => {
    const [generated] = await images();
    expect(generated.url).toBe(`/img/goods/${g.id}.svg`);
    const png = await upload('yunying01', PNG);
    const jpeg = await upload('yunying01', JPEG, 'side.jpg');
    const saved = await k.post(
      `/api/operator/goods/${g.id}/images`,
      { urls: [png, generated.url, jpeg] },
      'yunying01',
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.map((i: { url: string }) => i.url)).toEqual([png, generated.url, jpeg]);
    expect(JSON.stringify(await storefront())).toContain(png);
    // A visitor's browser can load the staff picture the storefront shows.
    expect((await k.app.inject({ method: 'GET', url: png })).statusCode).toBe(200);

    await k.post(`/api/operator/goods/${g.id}/images`, { urls: [jpeg, png] }, 'yunying01');
    expect((await images()).map((i: { url: string }) => i.url)).toEqual([jpeg, png]);
    const audit = await k.rows(
      `select summary, before, after from audit_log where entity = 'goods_images' order by id`,
    );
    expect(audit.map((a) => a.summary)).toEqual([
      `修改商品图片：商品${g.id}，共3张`,
      `修改商品图片：商品${g.id}，共2张`,
    ]);
    expect(audit[1].before).toHaveLength(3);
  });

  it.each([
    ['nothing', () => Promise.resolve([] as string[]), '商品至少保留一张图片'],
    [
      'an address not uploaded',
      () => Promise.resolve(['/img/goods/1.svg']),
      '图片无效，请重新上传 JPG 或 PNG 图片',
    ],
    ['a PDF', async () => [await upload('yunying01', PDF, 'a.pdf')], '图片无效，请重新上传 JPG 或 PNG 图片'],
    [
      'a buyer’s document',
      async () => [await upload('yaodian01', PNG, 'licence.png', 'qualification')],
      '图片无效，请重新上传 JPG 或 PNG 图片',
    ],
    [
      'a duplicate',
      async () => {
        const u = await upload('yunying01', PNG);
        return [u, u];
      },
      '同一张图片不能重复添加',
    ],
  ])('refuses %s with 422 and keeps the pictures', async (_name, urls, msg) => {
    const before = await images();
    const res = await k.post(`/api/operator/goods/${g.id}/images`, { urls: await urls() }, 'yunying01');
    expect([res.status, res.body.msg]).toEqual([422, msg]);
    expect(await images()).toEqual(before);
  });

  it('needs goods.update to change pictures; an unknown goods is 404', async () => {
    const png = await upload('kefu01', PNG);
    expect((await k.post(`/api/operator/goods/${g.id}/images`, { urls: [png] }, 'kefu01')).status).toBe(403);
    expect((await k.get('/api/operator/goods/99999999/images', 'yunying01')).status).toBe(404);
    const mine = await upload('yunying01', PNG);
    expect((await k.post('/api/operator/goods/99999999/images', { urls: [mine] }, 'yunying01')).status).toBe(
      404,
    );
  });
});
