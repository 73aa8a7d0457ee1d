import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type Kit } from '../../test/commerce-test-kit';
import { companyIdOf, fen, newRef, uploadSlip } from './finance-test-kit';
import { monthBounds } from './statement.service';

let k: Kit;
let company: number;
let member: number;
const MONTH = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7);

beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'zhensuo01', 'caiwu01', 'operator01', 'kefu01']);
  company = await companyIdOf(k, 'yaodian01');
  member = await k.memberId('yaodian01');
  // This month: a transfer to the balance, an order paid from the balance, a refund, credit used and repaid.
  const slip = await uploadSlip(k, 'caiwu01');
  const saved = await k.post(
    '/api/operator/finance/transfers',
    { company_id: company, amount: '2000.00', bank_ref: newRef(), paid_on: '2026-11-20', voucher: slip },
    'caiwu01',
  );
  await k.post(`/api/operator/finance/transfers/${saved.body.data.id}/approve`, {}, 'operator01');
  const goods = await k.plainGoods(1);
  await k.clearCart('yaodian01');
  const ids = await k.add('yaodian01', [{ goods_id: goods[0]!.id, number: 2 }]);
  const order = (await k.order('yaodian01', ids)).body.data;
  await k.post(`/api/pay/${order.order_id}`, { method: 'balance' }, 'yaodian01');
  await k.rows(
    `insert into balance_ledger (member_id, amount, kind, note) values (${member}, 1234, 'refund', 'test refund')`,
  );
  await k.rows(`insert into credit_ledger (member_id, amount, kind, due_on, note)
    values (${member}, 7000, 'charge', current_date + 10, 'test charge'), (${member}, -2500, 'repay', null, 'test repay')`);
});
afterAll(() => k?.close());

const sum = async (table: string, where: string) =>
  Number(
    (
      await k.rows(
        `select coalesce(sum(amount), 0)::bigint as n from ${table} where member_id = ${member} and ${where}`,
      )
    )[0]!.n,
  );

describe('对账单', () => {
  it('adds up to the ledgers to the fen', async () => {
    const res = await k.get(
      `/api/operator/finance/statement?company_id=${company}&month=${MONTH}`,
      'caiwu01',
    );
    expect(res.status).toBe(200);
    const s = res.body.data;
    const { from, to } = monthBounds(MONTH);
    const before = `created_at < '${from.toISOString()}'`;
    const until = `created_at < '${to.toISOString()}'`;
    const within = `created_at >= '${from.toISOString()}' and ${until}`;
    expect(fen(s.balance.opening)).toBe(await sum('balance_ledger', before));
    expect(fen(s.balance.closing)).toBe(await sum('balance_ledger', until));
    const moved = s.balance.movements.reduce((n: number, m: { amount: string }) => n + fen(m.amount), 0);
    expect(fen(s.balance.opening) + moved).toBe(fen(s.balance.closing));
    for (const m of s.balance.movements as { kind: string; amount: string }[])
      expect(fen(m.amount)).toBe(await sum('balance_ledger', `kind = '${m.kind}' and ${within}`));
    expect(s.lines.at(-1).balance_after).toBe(s.balance.closing);
    expect(fen(s.credit.opening)).toBe(await sum('credit_ledger', before));
    expect(fen(s.credit.closing)).toBe(await sum('credit_ledger', until));
    expect(fen(s.credit.opening) + fen(s.credit.used) - fen(s.credit.repaid) - fen(s.credit.refunded)).toBe(
      fen(s.credit.closing),
    );
    expect(fen(s.credit.used)).toBe(await sum('credit_ledger', `kind = 'charge' and ${within}`));
    expect(s.transfers).toContainEqual({
      purpose: 'balance',
      purpose_name: '充值余额',
      count: 1,
      amount: '2000.00',
    });
    expect(s.payments.find((p: { method: string }) => p.method === 'balance').count).toBeGreaterThanOrEqual(
      1,
    );
    expect(s.orders.count).toBeGreaterThanOrEqual(1);
    expect(fen(s.refunds.to_balance)).toBe(await sum('balance_ledger', `kind = 'refund' and ${within}`));
  });

  it('the buyer sees its own company only, the same figures as finance', async () => {
    const mine = await k.get(`/api/user/finance/statement?month=${MONTH}`, 'yaodian01');
    const staff = await k.get(
      `/api/operator/finance/statement?company_id=${company}&month=${MONTH}`,
      'caiwu01',
    );
    expect(mine.body.data).toEqual(staff.body.data);
    const other = await k.get(
      `/api/user/finance/statement?month=${MONTH}&company_id=${company}`,
      'zhensuo01',
    );
    expect(other.body.data.company_id).not.toBe(company);
    expect(other.body.data.lines.map((l: { note: string }) => l.note)).not.toContain('test refund');
  });

  it('downloads as XLSX and as PDF', async () => {
    for (const [format, magic] of [
      ['xlsx', 'PK'],
      ['pdf', '%PDF'],
    ] as const) {
      const res = await k.app.inject({
        method: 'GET',
        url: `/api/user/finance/statement/export?month=${MONTH}&format=${format}`,
        headers: { cookie: k.cookies.yaodian01! },
      });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, magic.length).toString()).toBe(magic);
      expect(decodeURIComponent(res.headers['content-disposition'] as string)).toContain(`对账单-`);
    }
  });

  it('refuses a bad month (422) and staff without finance (403)', async () => {
    const bad = await k.get(`/api/operator/finance/statement?company_id=${company}&month=2026-13`, 'caiwu01');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.month).toEqual(['月份格式应为YYYY-MM']);
    expect(
      (await k.get(`/api/operator/finance/statement?company_id=${company}&month=${MONTH}`, 'kefu01')).status,
    ).toBe(403);
  });
});
