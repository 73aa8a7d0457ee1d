import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { databaseUrl } from '../../test/pg-admin';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Two API instances on one database: the member is connected to one, the staff member to the other,
 * and each sees what the other writes, carried by PostgreSQL LISTEN/NOTIFY. On PostgreSQL the second
 * instance has its own connection pool; on PGlite both share the embedded database.
 */
let first: TestApp;
let second: FastifyInstance;
let secondHandle: DatabaseHandle | null = null;
let firstUrl: string;
let secondUrl: string;

beforeAll(async () => {
  first = await createTestApp();
  const serverUrl = process.env.DATABASE_URL;
  let handle: DatabaseHandle;
  if (serverUrl) {
    const [{ name }] = (
      (await first.db.execute('select current_database() as name')) as unknown as { rows: { name: string }[] }
    ).rows as [{ name: string }];
    secondHandle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), poolSize: 5 });
    handle = secondHandle;
  } else {
    handle = first.database;
  }
  second = await buildApp(testConfig(), handle);
  firstUrl = await first.app.listen({ port: 0, host: '127.0.0.1' });
  secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await second?.close();
  await secondHandle?.close();
  await first?.close();
});

async function cookieOn(base: string, username: string) {
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo@1234' }),
  });
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

function connect(base: string, path: string, cookie: string, origin = base) {
  const socket = new WebSocket(`${base.replace('http', 'ws')}${path}`, { headers: { cookie, origin } });
  const events: Record<string, unknown>[] = [];
  socket.on('message', (data) => events.push(JSON.parse(String(data))));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
    socket.once('error', reject);
  });
  return { socket, events, opened };
}

async function waitFor<T>(find: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const post = (base: string, path: string, cookie: string, body: object) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  }).then((r) => r.json() as Promise<{ code: number; data: any }>);

describe('chat across two API instances', () => {
  it('a member on one instance and a staff member on the other see each other’s messages live', async () => {
    const memberCookie = await cookieOn(firstUrl, 'yaodian01');
    const staffCookie = await cookieOn(secondUrl, 'kefu01');
    const member = connect(firstUrl, '/api/chat/ws', memberCookie);
    const staff = connect(secondUrl, '/api/operator/chat/ws', staffCookie);
    await Promise.all([member.opened, staff.opened]);

    const asked = await post(firstUrl, '/api/chat/send', memberCookie, { body: '请问发票怎么开？' });
    expect(asked.code).toBe(10000);
    const seenByStaff = await waitFor(
      () => staff.events.find((e) => e.type === 'message' && (e.message as any).id === asked.data.id),
      'the member message on the staff socket',
    );
    expect(seenByStaff).toMatchObject({
      member_id: expect.any(Number),
      message: { body: '请问发票怎么开？' },
    });

    const conversationId = asked.data.conversation_id;
    const answered = await post(
      secondUrl,
      `/api/operator/chat/conversations/${conversationId}/messages`,
      staffCookie,
      { body: '下单后在电子发票页面即可下载。' },
    );
    expect(answered.code).toBe(10000);
    const seenByMember = await waitFor(
      () => member.events.find((e) => e.type === 'message' && (e.message as any).id === answered.data.id),
      'the staff reply on the member socket',
    );
    expect(seenByMember).toMatchObject({
      message: { sender: 'staff', body: '下单后在电子发票页面即可下载。' },
    });
    // The member's socket also learnt that its conversation now has a staff member.
    expect(member.events.some((e) => e.type === 'conversation' && e.staff_id !== null)).toBe(true);
    member.socket.close();
    staff.socket.close();
  });

  it('another member’s socket hears nothing of the conversation', async () => {
    const mine = await cookieOn(firstUrl, 'yaodian01');
    const other = connect(secondUrl, '/api/chat/ws', await cookieOn(secondUrl, 'zhensuo01'));
    await other.opened;
    const sent = await post(firstUrl, '/api/chat/send', mine, { body: '只给客服看' });
    expect(sent.code).toBe(10000);
    await new Promise((r) => setTimeout(r, 300));
    expect(other.events).toEqual([]);
    other.socket.close();
  });

  it('visitors, buyers on the staff socket and other origins cannot connect', async () => {
    await expect(connect(firstUrl, '/api/chat/ws', '').opened).rejects.toThrow('refused with 401');
    const buyer = await cookieOn(firstUrl, 'zhensuo01');
    await expect(connect(firstUrl, '/api/operator/chat/ws', buyer).opened).rejects.toThrow(
      'refused with 403',
    );
    await expect(connect(firstUrl, '/api/chat/ws', buyer, 'https://evil.example').opened).rejects.toThrow(
      'refused with 403',
    );
  });
});
