import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../test/test-app';

describe('API answers on the wire', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('a list over 1 KB is compressed with brotli or gzip as the client accepts, and says so in Vary', async () => {
    const br = await get('/api/goods/list?page=1', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    const answer = JSON.parse(brotliDecompressSync(br.rawPayload).toString());
    expect(answer.code).toBe(10000);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(answer).length / 3);

    const gzip = await get('/api/goods/list?page=1', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(answer);
  });

  it('answers are plain for clients that do not accept compression, and small answers stay plain', async () => {
    const plain = await get('/api/goods/list?page=1');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().code).toBe(10000);
    const small = await get('/api/health/live', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().code).toBe(10000);
  });
});
