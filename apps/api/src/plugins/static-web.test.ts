import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
    ]) {
      mkdirSync(join(root, app, 'assets'), { recursive: true });
      writeFileSync(join(root, app, 'index.html'), `<!doctype html><title>${title}</title>`);
      writeFileSync(join(root, app, 'assets', `${app}-1a2b.js`), `console.log('${app}')`);
    }
    t = await createTestApp({ config: { webDist: join(root, 'web'), adminDist: join(root, 'admin') } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it.each([
    ['/', '<title>药采网</title>'],
    ['/search?keyword=x', '<title>药采网</title>'],
    ['/administrator', '<title>药采网</title>'],
    ['/admin', '<title>药采网运营后台</title>'],
    ['/admin/', '<title>药采网运营后台</title>'],
    ['/admin/reviews/12', '<title>药采网运营后台</title>'],
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
  });
});
