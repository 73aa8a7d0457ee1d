import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The registration and SMS-code tests' app and helpers: each test file that calls it gets an app of
 * its own (created before its tests, closed after).
 */
export function registrationKit() {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const rows = async <T = Record<string, unknown>>(query: string) =>
    ((await t.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

  let phoneSeq = 0;
  /** A fresh phone per test (the code limits are per phone) and a fresh address (limits per address). */
  const newPhone = () =>
    `139${String(Date.now() % 1e6).padStart(6, '0')}${String(++phoneSeq).padStart(2, '0')}`;
  const addressOf = (phone: string) => `10.9.${Number(phone.slice(-4, -2))}.${Number(phone.slice(-2))}`;

  let ipSeq = 0;
  // Each call from its own address: the forms' per-address request limit is not what these tests test.
  const post = (
    url: string,
    payload: object,
    ip = `10.2.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`,
    cookie?: string,
  ) => t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: cookie ? { cookie } : {} });

  /** The last code the sandbox sent to that phone, read from the development outbox page. */
  async function lastCode(phone: string) {
    const page = await t.app.inject({ method: 'GET', url: '/api/dev/sms' });
    expect(page.statusCode).toBe(200);
    const row = page.body.split('<tr>').find((r) => r.includes(`>${phone}<`));
    return /验证码为(\d{6})/.exec(row ?? '')?.[1] ?? null;
  }

  async function sendCode(phone: string, type = 'register') {
    const res = await post('/api/user/create_code', { phone, type }, addressOf(phone));
    expect(res.statusCode, res.body).toBe(200);
    const code = await lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    return code!;
  }

  const membersNamed = async (username: string) =>
    (await rows<{ n: number }>(`select count(*)::int as n from members where username = '${username}'`))[0]!
      .n;

  return {
    /** The app, once beforeAll has run. */
    get t() {
      return t;
    },
    /** The number in the last fresh phone, to make names unique alongside it. */
    get phoneSeq() {
      return phoneSeq;
    },
    nextIpSeq: () => ++ipSeq,
    rows,
    newPhone,
    addressOf,
    post,
    lastCode,
    sendCode,
    membersNamed,
  };
}

export const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
export const doc = (kind: string, number: string) => ({ kind, number, expires_on: '2030-12-31', image: PNG });

/** A complete registration form of a pharmacy in 郑州. */
export function registration(
  phone: string,
  code: string,
  username: string,
  extra: Record<string, unknown> = {},
) {
  return {
    phone,
    code,
    username,
    password: 'Pharma2026',
    company: `${username}大药房`,
    company_type: 'pharmacy',
    name: '王晓明',
    region: '河南',
    city: '郑州市',
    district: '金水区',
    region_code: '410105',
    address: '花园路88号',
    scopes: ['化学药制剂', '中成药'],
    documents: [
      doc('营业执照', '91410105MA44XXXX1A'),
      doc('药品经营许可证', '豫AA3710001'),
      doc('采购委托书', 'WT20260001'),
    ],
    agent_name: '王晓明',
    agent_id_number: '11010519491231002X',
    agree: '1',
    ...extra,
  };
}
