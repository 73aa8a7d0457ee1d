import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppContext } from '../../app-context';
import { testConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { seed } from '../../db/seed/seed';
import { openTestDatabase } from '../../test/test-database';
import { imageRoutes } from './images.routes';

let handle: DatabaseHandle;
let app: FastifyInstance;
beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.migrate();
  await seed(handle.db, { goods: 60, seed: 3 });
  app = Fastify();
  await app.register(imageRoutes, createAppContext(handle.db, testConfig()));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('generated pictures', () => {
  it('draws a goods pack shot and its second gallery picture, cached for long', async () => {
    const front = await get('/img/goods/1.svg');
    expect(front.statusCode).toBe(200);
    expect(front.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(front.headers['cache-control']).toContain('max-age=31536000');
    expect(front.body).toMatch(/^<svg /);
    expect(front.body).toContain('感冒灵颗粒');
    expect(front.body).toContain('华润三九');
    const back = await get('/img/goods/1.svg?v=2');
    expect(back.statusCode).toBe(200);
    expect(back.body).not.toBe(front.body);
  });

  it('draws banners by position, the bottom ad 121, brand logos, category icons and QR codes', async () => {
    const ad = await get('/img/banner/121.svg');
    expect(ad.statusCode).toBe(200);
    expect(ad.body).toContain('width="1200" height="90"');
    expect((await get('/img/banner/1.svg')).body).toContain('width="790" height="340"');
    expect((await get('/img/brand/1.svg')).body).toContain('999');
    expect((await get('/img/category/1.svg')).body).toContain('中');
    expect((await get('/img/qr/app.svg')).statusCode).toBe(200);
  });

  it('draws the quality report of a batch', async () => {
    const report = await get('/img/report/1.svg');
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain('检 验 报 告 书');
    expect(report.body).toContain('国药准字Z44021940');
  });

  it('answers 404 with a placeholder for what does not exist', async () => {
    for (const url of [
      '/img/goods/999999.svg',
      '/img/goods/abc.svg',
      '/img/banner/0.svg',
      '/img/qr/..%2Fx.svg',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('暂无图片');
    }
  });
});
