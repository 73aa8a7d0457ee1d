import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('the built storefront and console', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'yaocai-static-'));
    for (const [app, title] of [
      ['web', '药采网'],
      ['admin', '药采网运营后台'],
      ['mobile', '药采网手机版'],
    ]) {
      mkdirSync(join(root, app, 'assets'), { recursive: true });
      writeFileSync(join(root, app, 'index.html'), `<!doctype html><title>${title}</title>`);
      writeFileSync(join(root, app, 'assets', `${app}-1a2b.js`), `console.log('${app}')`);
    }
    // A bundle big enough for the build's compression step, which writes its .br and .gz copies.
    writeFileSync(join(root, 'web', 'assets', 'vendor-9f8e.js'), BUNDLE);
    execFileSync('node', ['scripts/compress-dist.mjs', join(root, 'web')], {
      cwd: join(__dirname, '../../../..'),
    });
    t = await createTestApp({
      config: {
        webDist: join(root, 'web'),
        adminDist: join(root, 'admin'),
        mobileDist: join(root, 'mobile'),
      },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it.each([
    ['/', '<title>药采网</title>'],
    ['/search?keyword=x', '<title>药采网</title>'],
    ['/administrator', '<title>药采网</title>'],
    ['/admin', '<title>药采网运营后台</title>'],
    ['/admin/', '<title>药采网运营后台</title>'],
    ['/admin/reviews/12', '<title>药采网运营后台</title>'],
    ['/m', '<title>药采网手机版</title>'],
    ['/m/', '<title>药采网手机版</title>'],
    ['/m/goods/12?from=pc', '<title>药采网手机版</title>'],
    ['/mall', '<title>药采网</title>'],
  ])('%s is the page %s', async (url, title) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(title);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves each app’s own assets, immutable, and no console file under the storefront’s path', async () => {
    const admin = await get('/admin/assets/admin-1a2b.js');
    expect([admin.statusCode, admin.body]).toEqual([200, "console.log('admin')"]);
    expect(admin.headers['cache-control']).toContain('immutable');
    expect((await get('/assets/web-1a2b.js')).body).toBe("console.log('web')");
    expect((await get('/assets/admin-1a2b.js')).body).not.toContain("console.log('admin')");
    expect((await get('/m/assets/mobile-1a2b.js')).body).toBe("console.log('mobile')");
  });

  it('sends a bundle as the build compressed it: brotli or gzip as accepted, Vary, still immutable', async () => {
    const br = await get('/assets/vendor-9f8e.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.rawPayload.length).toBeLessThan(BUNDLE.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);

    const gzip = await get('/assets/vendor-9f8e.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BUNDLE);

    const plain = await get('/assets/vendor-9f8e.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });
});

const BUNDLE = Array.from({ length: 400 }, (_, i) => `export const value${i} = "药采网 ${i}";`).join('\n');
