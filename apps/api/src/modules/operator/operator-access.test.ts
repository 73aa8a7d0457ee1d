import { PERMISSIONS, STAFF_ROLES } from '@yaocai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type Kit } from '../../test/commerce-test-kit';

/** Every /api/operator operation, read from the OpenAPI document with the permission it declares. */
interface OperatorOperation {
  method: string;
  url: string;
  permission: string;
}

const STAFF = {
  kefu01: 'customer_service',
  cangku01: 'warehouse',
  yunying01: 'operations',
  caiwu01: 'finance',
  zhiliang01: 'quality',
} as const;
const holds = (username: keyof typeof STAFF, permission: string) =>
  STAFF_ROLES.find((r) => r.code === STAFF[username])!.permissions.includes(permission as never);

let k: Kit;
let operations: OperatorOperation[];

beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'operator01', ...Object.keys(STAFF)]);
  const document = (await k.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  operations = Object.entries(document.paths as Record<string, Record<string, Record<string, string>>>)
    .filter(([path]) => path.startsWith('/api/operator/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        url: path.replace(/\{[^}]+\}/g, '1'),
        permission: op['x-permission'],
      })),
    );
});
afterAll(() => k.close());

// A body that no operation accepts: a refusal for the caller must come before it is read.
const badBody = { reason: '\u0000', logistics_no: '?', scopes: 7, pass: 9 };
// A DELETE has no body: its id 0 is what validation would refuse.
const send = (op: OperatorOperation, user?: string) =>
  op.method === 'GET'
    ? k.get(`${op.url}?page=-1`, user)
    : op.method === 'DELETE'
      ? k.call({
          method: 'DELETE',
          url: op.url.replace(/\/1$/, '/0'),
          headers: user ? { cookie: k.cookies[user]! } : {},
        })
      : k.post(op.url, badBody, user);

describe('operator operations', () => {
  it('each declare a known permission in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(16);
    for (const op of operations) expect(PERMISSIONS, `${op.method} ${op.url}`).toContain(op.permission);
  });

  it('refuse visitors with 10001 and members with 403 before validation', async () => {
    for (const op of operations) {
      const visitor = await send(op);
      expect([visitor.status, visitor.body.code], `${op.method} ${op.url}`).toEqual([401, 10001]);
      const member = await send(op, 'yaodian01');
      expect([member.status, member.body.msg], `${op.method} ${op.url}`).toEqual([403, '无权操作']);
    }
  });

  it('refuse staff whose roles lack the permission, before validation', async () => {
    let refused = 0;
    for (const op of operations) {
      for (const username of Object.keys(STAFF) as (keyof typeof STAFF)[]) {
        if (holds(username, op.permission)) continue;
        const res = await send(op, username);
        expect([res.status, res.body.msg], `${username} ${op.method} ${op.url}`).toEqual([
          403,
          '当前账号没有此操作的权限',
        ]);
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(20);
  });

  it('let the administrator through to validation', async () => {
    const ship = operations.find((op) => op.url === '/api/operator/order/1/ship')!;
    const res = await send(ship, 'operator01');
    expect(res.status).toBe(422);
  });
});

describe('GET /api/operator/me', () => {
  it.each([
    ['operator01', ['administrator'], PERMISSIONS.length],
    ['kefu01', ['customer_service'], undefined],
    ['cangku01', ['warehouse'], undefined],
    ['yunying01', ['operations'], undefined],
  ])('%s holds %j', async (username, roles, count) => {
    const res = await k.get('/api/operator/me', username);
    expect(res.status).toBe(200);
    expect(res.body.data.username).toBe(username);
    expect(res.body.data.roles.map((r: { code: string }) => r.code)).toEqual(roles);
    const expected = STAFF_ROLES.find((r) => r.code === roles[0])!.permissions;
    expect([...res.body.data.permissions].sort()).toEqual([...expected].sort());
    if (count) expect(res.body.data.permissions).toHaveLength(count);
  });

  it('refuses a buyer', async () => {
    expect((await k.get('/api/operator/me', 'yaodian01')).status).toBe(403);
  });
});
