import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { productionRefusal, testConfig } from '../config';
import { openDatabase } from '../db/client';
import { createTestApp, type TestApp } from '../test/test-app';

describe('health, request ids, metrics and security headers', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'yaocai-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>药采网</title>');
    t = await createTestApp({ config: { webDist: webRoot, metricsToken: 'scrape-secret' } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('live, ready and health tell the truth about a working database', async () => {
    expect(await t.call({ method: 'GET', url: '/api/health/live' })).toMatchObject({
      status: 200,
      body: { code: 10000, data: { status: 'ok' } },
    });
    expect(await t.call({ method: 'GET', url: '/api/health/ready' })).toMatchObject({
      status: 200,
      body: { code: 10000, data: { status: 'ok', database: 'ok', shutting_down: false } },
    });
    expect(await t.call({ method: 'GET', url: '/api/health' })).toMatchObject({
      status: 200,
      body: { code: 10000, data: { status: 'ok', database: 'ok' } },
    });
  });

  it('readiness turns 503 once shutdown begins, liveness stays 200', async () => {
    t.app.readiness.shuttingDown = true;
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json()).toMatchObject({ code: 503, msg: '服务正在停止', data: { shutting_down: true } });
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      t.app.readiness.shuttingDown = false;
    }
  });

  it('answers carry the caller’s sane request id, or a new one', async () => {
    const echoed = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'lb-7f3a.01' },
    });
    expect(echoed.headers['x-request-id']).toBe('lb-7f3a.01');
    for (const insane of ['has spaces', 'x'.repeat(200), '<script>']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/goods/hot',
        headers: { 'x-request-id': insane },
      });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('/metrics answers loopback and token holders with the named metrics, and refuses others', async () => {
    await t.call({ method: 'GET', url: '/api/goods/hot' });
    await t.call({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'yaodian01', password: 'wrong-Pass1' },
    });
    const local = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toContain('text/plain');
    for (const name of [
      'yaocai_http_request_duration_seconds_bucket{',
      'route="/api/goods/hot",status_class="2xx"',
      'yaocai_db_pool_connections{state="in_use"}',
      'yaocai_db_pool_connections{state="waiting"}',
      'yaocai_db_query_duration_seconds',
      'yaocai_orders_created_total',
      'yaocai_orders_paid_total',
      'yaocai_payments_failed_total',
      'yaocai_refunds_total',
      'yaocai_logins_failed_total',
      'yaocai_rate_limited_total',
      'yaocai_sms_sent_total',
      'yaocai_unpaid_sweep_runs_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(local.body).toContain(name);
    }
    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ code: 403, data: null });
    const spoofed = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1', authorization: 'Bearer wrong' },
    });
    expect(spoofed.statusCode).toBe(403);
    const withToken = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: 'Bearer scrape-secret' },
    });
    expect(withToken.statusCode).toBe(200);
  });

  it.each([['/api/goods/hot'], ['/'], ['/login']])('%s carries the security headers', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('a database that cannot be reached', () => {
  it('answers 503 with Retry-After and the envelope, quickly, while liveness stays 200', async () => {
    // Nothing listens on port 1: every connection is refused, as when PostgreSQL is stopped.
    const database = await openDatabase({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      connectionTimeoutMs: 2_000,
    });
    const app = await buildApp(testConfig(), database);
    try {
      const started = Date.now();
      for (const url of ['/api/goods/list', '/api/health', '/api/health/ready']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(503);
        expect(res.headers['retry-after'], url).toBe('5');
        expect(res.json().code, url).toBe(503);
      }
      expect((await app.inject({ method: 'GET', url: '/api/goods/list' })).json().msg).toBe(
        '系统繁忙，请稍候再试',
      );
      expect(Date.now() - started).toBeLessThan(10_000);
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json().data).toMatchObject({
        status: 'down',
        database: 'down',
      });
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('production settings', () => {
  it.each([
    [{ production: true, accountSecret: 'vault-2' }, false],
    [{ production: true }, true],
    [{ production: false }, false],
  ])('%j refused: %s', (overrides, refused) => {
    expect(productionRefusal(testConfig(overrides)) !== null).toBe(refused);
  });
});
