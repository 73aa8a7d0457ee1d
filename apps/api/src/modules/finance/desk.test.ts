import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type Kit } from '../../test/commerce-test-kit';
import { fen } from './finance-test-kit';

let k: Kit;
let member: number;
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'caiwu01', 'kefu01', 'operator01']);
  member = await k.memberId('yaodian01');
});
afterAll(() => k?.close());

const grant = (body: Record<string, unknown>, user = 'caiwu01') =>
  k.post('/api/operator/finance/grants', { amount: '20.00', reason: '年终回馈', ...body }, user);
const redPacket = async () => fen((await k.get('/api/user/user_money', 'yaodian01')).body.data.red_packet);
const vouchers = async (where = '') =>
  Number(
    (await k.rows(`select count(*)::int as n from cash_vouchers where member_id = ${member} ${where}`))[0]!.n,
  );

describe('grants, credit limits and payments', () => {
  it('gives a member a red packet, logged in the audit log and the grants list', async () => {
    const before = await redPacket();
    const res = await grant({ kind: 'red_packet', target: 'member', member_id: member });
    expect(res.status).toBe(200);
    expect(res.body.data.member_count).toBe(1);
    expect(await redPacket()).toBe(before + 2000);
    const list = await k.get('/api/operator/finance/grants', 'caiwu01');
    expect(list.body.data.list[0]).toMatchObject({
      kind_name: '账户红包',
      amount: '20.00',
      reason: '年终回馈',
    });
    const [audit] = await k.rows(
      `select action, summary from audit_log where entity = 'finance_grant' order by id desc limit 1`,
    );
    expect(audit).toEqual({ action: 'finance.grant', summary: '发放账户红包 20.00元 × 1人：年终回馈' });
  });

  it('gives every member of a customer group a cash voucher valid to the day chosen', async () => {
    const groups = (await k.get('/api/operator/finance/customer_groups', 'caiwu01')).body.data as {
      code: string;
      member_count: number;
    }[];
    const [mine0] = await k.rows(
      `select c.customer_group as code from members m join companies c on c.id = m.company_id where m.id = ${member}`,
    );
    const group = groups.find((g) => g.code === mine0!.code)!;
    const before = await vouchers();
    const res = await grant({
      kind: 'cash_voucher',
      target: 'group',
      customer_group: group.code,
      valid_to: '2099-12-31',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.member_count).toBe(group.member_count);
    expect(await vouchers()).toBe(before + 1);
    const mine = await k.get('/api/user/cash_voucher?page=1&status=0', 'yaodian01');
    expect(mine.status).toBe(200);
  });

  it.each([
    [{ kind: 'cash_voucher', target: 'member', member_id: 1 }, 'valid_to', '请选择现金券有效期'],
    [{ kind: 'red_packet', target: 'member' }, 'member_id', '请选择会员'],
    [{ kind: 'red_packet', target: 'group' }, 'customer_group', '请选择客户分组'],
    [
      { kind: 'red_packet', target: 'member', member_id: 1, amount: '-1' },
      'amount',
      '金额应为0.01到10000元之间，最多两位小数',
    ],
    [{ kind: 'red_packet', target: 'member', member_id: 1, reason: '' }, 'reason', '请填写发放原因'],
    [
      { kind: 'cash_voucher', target: 'group', customer_group: 'nobody', valid_to: '2099-01-01' },
      'customer_group',
      '该客户分组没有会员',
    ],
  ])('refuses %j with 422 on %s and grants nothing', async (body, field, message) => {
    const [rp, cv] = [await redPacket(), await vouchers()];
    const res = await grant(body);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
    expect([await redPacket(), await vouchers()]).toEqual([rp, cv]);
  });

  it('adjusts a credit limit with a reason, audited; staff without the permission get 403', async () => {
    const refused = await k.post(
      '/api/operator/finance/credit_limits',
      { member_id: member, credit_limit: '1.00', reason: 'x' },
      'kefu01',
    );
    expect(refused.status).toBe(403);
    const res = await k.post(
      '/api/operator/finance/credit_limits',
      { member_id: member, credit_limit: '88888.00', reason: '年度授信复核' },
      'caiwu01',
    );
    expect(res.status).toBe(200);
    expect(res.body.data.credit_limit).toBe('88888.00');
    expect((await k.get('/api/user/user_credit', 'yaodian01')).body.data.limit).toBe('88888.00');
    const [audit] = await k.rows(
      `select summary, before, after from audit_log where entity = 'credit_account' order by id desc limit 1`,
    );
    expect(audit!.summary).toBe('账期额度调整为 88888.00元：年度授信复核');
    expect(audit!.after).toMatchObject({ limit: 8_888_800 });
  });

  it('lists payments by method and state with paid totals', async () => {
    const all = await k.get('/api/operator/finance/payments?status=paid', 'caiwu01');
    expect(all.status).toBe(200);
    for (const p of all.body.data.list) expect(p.status).toBe('paid');
    const balance = await k.get('/api/operator/finance/payments?method=balance', 'caiwu01');
    for (const p of balance.body.data.list) expect(p.method_name).toBe('余额');
    expect((await k.get('/api/operator/finance/payments', 'kefu01')).status).toBe(403);
  });
});
