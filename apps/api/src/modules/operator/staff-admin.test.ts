import { PERMISSIONS } from '@yaocai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type Kit } from '../../test/commerce-test-kit';

let k: Kit;
beforeAll(async () => {
  k = await createCommerceApp(['operator01', 'yunying01', 'kefu01']);
});
afterAll(() => k?.close());

const overview = async () => (await k.get('/api/operator/staff', 'operator01')).body.data;
const roleId = async (code: string) =>
  (await overview()).roles.find((r: { code: string }) => r.code === code).id;

describe('staff and roles', () => {
  it('lists the staff with their roles and the permission catalogue', async () => {
    const data = await overview();
    expect(data.staff.map((s: { username: string }) => s.username)).toEqual([
      'operator01',
      'kefu01',
      'cangku01',
      'yunying01',
      'caiwu01',
      'zhiliang01',
      'yewu01',
    ]);
    expect(data.roles.find((r: { code: string }) => r.code === 'administrator').permissions).toEqual(
      PERMISSIONS,
    );
    expect(data.permissions).toContainEqual({ code: 'order.ship', name: '订单发货' });
    expect((await k.get('/api/operator/staff', 'yunying01')).status).toBe(403);
  });

  it('a new clerk logs in to the console with the role it was given', async () => {
    const warehouse = await roleId('warehouse');
    const res = await k.post(
      '/api/operator/staff',
      {
        username: 'cangku02',
        name: '赵仓管',
        phone: '13601012288',
        password: 'Cangku2026',
        role_ids: [warehouse],
      },
      'operator01',
    );
    expect(res.status).toBe(200);
    const cookie = await k.login('cangku02', 'Cangku2026');
    const me = await k.app.inject({ method: 'GET', url: '/api/operator/me', headers: { cookie } });
    expect(me.json().data.roles.map((r: { code: string }) => r.code)).toEqual(['warehouse']);
    const taken = await k.post(
      '/api/operator/staff',
      {
        username: 'cangku02',
        name: '重复',
        phone: '13601012289',
        password: 'Cangku2026',
        role_ids: [warehouse],
      },
      'operator01',
    );
    expect([taken.status, taken.body.msg]).toEqual([422, '该用户名已被使用，请换一个']);
    const weak = await k.post(
      '/api/operator/staff',
      { username: 'cangku03', name: '弱', phone: '13601012287', password: '123', role_ids: [warehouse] },
      'operator01',
    );
    expect(weak.status).toBe(422);
  });

  it('a narrowed role takes effect on its staff, and the administrator role cannot be narrowed', async () => {
    const service = await roleId('customer_service');
    const res = await k.post(
      '/api/operator/roles/' + service,
      { name: '客服', permissions: ['console.use', 'dashboard.read', 'member.read'] },
      'operator01',
    );
    expect(res.status).toBe(200);
    expect((await k.get('/api/operator/after_sales', 'kefu01')).status).toBe(403);
    const admin = await roleId('administrator');
    const refused = await k.post(
      `/api/operator/roles/${admin}`,
      { name: '管理员', permissions: ['console.use'] },
      'operator01',
    );
    expect([refused.status, refused.body.msg]).toEqual([409, '管理员角色包含全部权限，不能修改']);
    const unknown = await k.post(
      '/api/operator/roles',
      { name: '试用', permissions: ['order.fly'] },
      'operator01',
    );
    expect([unknown.status, unknown.body.msg]).toEqual([422, '权限不存在']);
  });

  it('a disabled staff member is out at once; nobody disables or re-roles themselves', async () => {
    const yunying = await k.memberId('yunying01');
    expect((await k.post(`/api/operator/staff/${yunying}`, { disabled: 1 }, 'operator01')).status).toBe(200);
    expect((await k.get('/api/operator/me', 'yunying01')).status).toBe(401);
    const self = await k.memberId('operator01');
    const refused = await k.post(`/api/operator/staff/${self}`, { disabled: 1 }, 'operator01');
    expect([refused.status, refused.body.msg]).toEqual([409, '不能修改自己的角色或停用自己的账号']);
    const [entry] = await k.rows(
      `select before, after from audit_log where entity = 'staff' and entity_id = '${yunying}'`,
    );
    expect([entry.before.disabled, entry.after.disabled]).toEqual([false, true]);
  });
});
