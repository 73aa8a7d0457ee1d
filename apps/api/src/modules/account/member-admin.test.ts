import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type Kit } from '../../test/commerce-test-kit';

let k: Kit;
let zhensuo: number;
beforeAll(async () => {
  k = await createCommerceApp(['zhensuo01', 'operator01', 'kefu01', 'yunying01']);
  zhensuo = await k.memberId('zhensuo01');
});
afterAll(() => k?.close());

describe('members in the console', () => {
  it('lists buyers (never staff) with their company, manager and credit limit', async () => {
    const res = await k.get('/api/operator/members?keyword=zhensuo01', 'kefu01');
    expect(res.status).toBe(200);
    expect(res.body.data.list).toHaveLength(1);
    expect(res.body.data.list[0]).toMatchObject({
      id: zhensuo,
      company_type: '诊所',
      is_passed: 1,
      disabled: 0,
    });
    const all = await k.get('/api/operator/members', 'kefu01');
    expect(all.body.data.list.some((m: { username: string }) => m.username === 'operator01')).toBe(false);
    const unpassed = await k.get('/api/operator/members?status=unpassed', 'kefu01');
    expect(unpassed.body.data.list.map((m: { username: string }) => m.username)).toContain('daishen01');
    expect(unpassed.body.data.list.every((m: { is_passed: number }) => m.is_passed === 0)).toBe(true);
  });

  it('changes the credit limit, special permission and manager, and logs before and after', async () => {
    const managers = (await k.get('/api/operator/account_managers', 'operator01')).body.data;
    const manager = managers.find((m: { name: string }) => m.name === '王莉');
    const res = await k.post(
      `/api/operator/members/${zhensuo}`,
      { credit_limit: '20000.00', is_special: 1, account_manager_id: manager.id },
      'operator01',
    );
    expect(res.status).toBe(200);
    const row = (await k.get('/api/operator/members?keyword=zhensuo01', 'operator01')).body.data.list[0];
    expect(row).toMatchObject({ credit_limit: '20000.00', is_special: 1, account_manager: '王莉' });
    const credit = await k.get('/api/user/user_credit', 'zhensuo01');
    expect(JSON.stringify(credit.body.data)).toContain('20000');
    const [entry] = await k.rows(
      `select before, after from audit_log where entity = 'member' and action = 'member.update'`,
    );
    expect(entry.after).toMatchObject({ credit_limit: 2000000, is_special: 1 });
    expect(entry.before.is_special).toBe(0);
  });

  it('refuses a bad limit or an unknown manager with 422 and changes nothing', async () => {
    const bad = await k.post(`/api/operator/members/${zhensuo}`, { credit_limit: '-5' }, 'operator01');
    expect([bad.status, bad.body.msg]).toEqual([422, '账期额度应为0到1亿元之间的金额，最多两位小数']);
    const unknown = await k.post(
      `/api/operator/members/${zhensuo}`,
      { account_manager_id: 99999, is_special: 0 },
      'operator01',
    );
    expect([unknown.status, unknown.body.msg]).toEqual([422, '客户经理不存在']);
    const [member] = await k.rows(`select is_special from members where id = ${zhensuo}`);
    expect(member.is_special).toBe(1);
    expect((await k.post(`/api/operator/members/${zhensuo}`, { is_special: 0 }, 'kefu01')).status).toBe(403);
    await k.post(`/api/operator/members/${zhensuo}`, { account_manager_id: 0 }, 'operator01');
    const row = (await k.get('/api/operator/members?keyword=zhensuo01', 'operator01')).body.data.list[0];
    expect(row).toMatchObject({ account_manager_id: null, account_manager: '' });
  });

  it('a disabled member is logged out at once and cannot log in until enabled again', async () => {
    expect((await k.get('/api/cart/list', 'zhensuo01')).status).toBe(200);
    expect((await k.post(`/api/operator/members/${zhensuo}`, { disabled: 1 }, 'operator01')).status).toBe(
      200,
    );
    const after = await k.get('/api/cart/list', 'zhensuo01');
    expect(after.body.code).toBe(10001);
    const login = await k.post('/api/user/login', { username: 'zhensuo01', password: 'Demo@1234' });
    expect([login.status, login.body.msg]).toEqual([403, '账号已停用，请联系客服']);
    const listed = await k.get('/api/operator/members?status=disabled', 'operator01');
    expect(listed.body.data.list.map((m: { username: string }) => m.username)).toEqual(['zhensuo01']);
    await k.post(`/api/operator/members/${zhensuo}`, { disabled: 0 }, 'operator01');
    expect((await k.post('/api/user/login', { username: 'zhensuo01', password: 'Demo@1234' })).status).toBe(
      200,
    );
  });
});
