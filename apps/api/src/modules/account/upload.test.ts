import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { claimUploads } from './upload.service';
import { JPEG, multipart, PDF, PNG } from '../../test/upload-test-helpers';

let t: TestApp;
let yaodian: string;
let zhensuo: string;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  [yaodian, zhensuo, operator] = await Promise.all([
    t.login('yaodian01'),
    t.login('zhensuo01'),
    t.login('operator01'),
  ]);
});
afterAll(() => t?.close());

const upload = (
  cookie: string | undefined,
  file: Buffer,
  purpose = 'qualification',
  filename = 'licence.png',
) => {
  const body = multipart([
    { name: 'purpose', value: purpose },
    { name: 'file', value: file, filename },
  ]);
  return t.call({
    method: 'POST',
    url: '/api/upload',
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
};

const uploadCount = async () =>
  Number(((await t.db.execute(sql`select count(*)::int as n from uploads`)) as any).rows[0].n);

const read = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('POST /api/upload', () => {
  it('stores a PNG, JPEG and PDF judged by content and serves them back to their member', async () => {
    for (const [bytes, type] of [
      [PNG, 'image/png'],
      [JPEG, 'image/jpeg'],
      [PDF, 'application/pdf'],
    ] as const) {
      const { status, body } = await upload(yaodian, bytes, 'qualification', 'scan.bin');
      expect(status).toBe(200);
      expect(body.code).toBe(10000);
      expect(body.data).toMatchObject({ content_type: type, size: bytes.length });
      expect(body.data.key).toMatch(/^qualification\/[a-f0-9]{32}$/);
      expect(body.data.url).toBe(`/api/upload/${body.data.key}`);
      const res = await read(body.data.url, yaodian);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain('sandbox');
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('refuses a file whose content is not JPEG/PNG/PDF even when named .png, and writes nothing', async () => {
    const before = await uploadCount();
    const { status, body } = await upload(
      yaodian,
      Buffer.from('<html><script>alert(1)</script>'),
      'image',
      'x.png',
    );
    expect(status).toBe(422);
    expect(body.msg).toContain('JPG、PNG');
    expect(body.errors.file).toBeDefined();
    expect(await uploadCount()).toBe(before);
  });

  it('refuses 5 MB + 1 byte with a Chinese message and writes nothing', async () => {
    const before = await uploadCount();
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length, 0)]);
    const { status, body } = await upload(yaodian, big);
    expect(status).toBe(413);
    expect(body.msg).toContain('5MB');
    expect(await uploadCount()).toBe(before);
    const exact = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length, 0)]);
    expect((await upload(yaodian, exact)).status).toBe(200);
  });

  it('names the field for a wrong purpose, a missing file and a non-multipart body', async () => {
    const before = await uploadCount();
    const wrong = await upload(yaodian, PNG, 'avatar');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.purpose).toBeDefined();
    const body = multipart([{ name: 'purpose', value: 'image' }]);
    const missing = await t.call({
      method: 'POST',
      url: '/api/upload',
      payload: body.payload,
      headers: body.headers,
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.file).toBeDefined();
    const json = await t.call({ method: 'POST', url: '/api/upload', payload: { purpose: 'image' } });
    expect(json.status).toBe(422);
    expect(json.body.msg).toContain('multipart');
    expect(await uploadCount()).toBe(before);
  });

  it('another member and visitors get 404; operators read any file', async () => {
    const { body } = await upload(yaodian, PNG);
    expect((await read(body.data.url, zhensuo)).statusCode).toBe(404);
    expect((await read(body.data.url)).statusCode).toBe(404);
    expect((await read('/api/upload/qualification/' + 'f'.repeat(32), yaodian)).statusCode).toBe(404);
    expect((await read('/api/upload/..%2F..%2Fetc/passwd', yaodian)).statusCode).toBe(404);
    const staff = await read(body.data.url, operator);
    expect(staff.statusCode).toBe(200);
    expect(staff.rawPayload.equals(PNG)).toBe(true);
  });

  it('a picture staff upload for the storefront is shown to everyone; a buyer’s picture is not', async () => {
    const banner = await upload(operator, PNG, 'image', 'banner.png');
    expect((await read(banner.body.data.url)).statusCode).toBe(200);
    expect((await read(banner.body.data.url, zhensuo)).statusCode).toBe(200);
    const photo = await upload(yaodian, JPEG, 'image', 'damage.jpg');
    expect((await read(photo.body.data.url)).statusCode).toBe(404);
    expect((await read(photo.body.data.url, zhensuo)).statusCode).toBe(404);
    const licence = await upload(operator, PNG, 'qualification', 'licence.png');
    expect((await read(licence.body.data.url)).statusCode).toBe(404);
  });

  it('a visitor upload is served to nobody until a registration claims it (once, even when two race)', async () => {
    const { status, body } = await upload(undefined, PNG);
    expect(status).toBe(200);
    expect((await read(body.data.url, yaodian)).statusCode).toBe(404);
    expect((await read(body.data.url)).statusCode).toBe(404);

    const ids = (await t.db.execute(
      sql`select id, username from members where username in ('yaodian01','zhensuo01') order by username`,
    )) as any;
    const [yId, zId] = ids.rows.map((r: { id: number }) => r.id);
    const [a, b] = await Promise.all([
      claimUploads(t.db, [body.data.key], yId),
      claimUploads(t.db, [body.data.key], zId),
    ]);
    expect(a.length + b.length).toBe(1);
    const owner = a.length === 1 ? yaodian : zhensuo;
    const other = a.length === 1 ? zhensuo : yaodian;
    expect((await read(body.data.url, owner)).statusCode).toBe(200);
    expect((await read(body.data.url, other)).statusCode).toBe(404);
    // Claimed once: a second claim takes nothing.
    expect(await claimUploads(t.db, [body.data.key], yId)).toEqual([]);
  });

  it('an unclaimed upload older than 24 hours can no longer be claimed', async () => {
    const { body } = await upload(undefined, JPEG, 'qualification', 'old.jpg');
    await t.db.execute(
      sql`update uploads set created_at = now() - interval '25 hours' where key = ${body.data.key}`,
    );
    const ids = (await t.db.execute(sql`select id from members where username = 'yaodian01'`)) as any;
    expect(await claimUploads(t.db, [body.data.key], ids.rows[0].id)).toEqual([]);
  });
});
