import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCommerceApp, type Kit } from '../../test/commerce-test-kit';
import { notifySandbox, sandboxForms } from '../../test/sandbox-test-kit';

let k: Kit;
let member: number;
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01']);
  member = await k.memberId('yaodian01');
});
afterAll(() => k?.close());

const fen = (yuan: string) => Math.round(Number(yuan) * 100);
const owed = async () => fen((await k.get('/api/user/user_credit', 'yaodian01')).body.data.used);
const balance = async () => fen((await k.get('/api/user/user_money', 'yaodian01')).body.data.balance);
const create = (amount?: string) =>
  k.post('/api/pay/user_credit_create', amount ? { amount } : {}, 'yaodian01');
const pay = (paymentNo: string, method = 'balance') =>
  k.post('/api/pay/user_credit_pay', { payment_no: paymentNo, method }, 'yaodian01');
const openBills = async () =>
  k.rows<{ n: number; total: number }>(
    `select count(*)::int as n, coalesce(sum(amount), 0)::int as total from payments
     where member_id = ${member} and purpose = 'credit_repay' and status = 'pending'`,
  );

/** Sets what the member owes to `amount` fen (due in 10 days) and gives a balance that covers it twice. */
async function setDebt(amount: number) {
  const now = await owed();
  const kind = amount >= now ? 'charge' : 'repay';
  await k.rows(`insert into credit_ledger (member_id, amount, kind, due_on, note)
    values (${member}, ${amount - now}, '${kind}', current_date + 10, 'test debt')`);
  await k.rows(`insert into balance_ledger (member_id, amount, kind, note)
    values (${member}, ${amount * 2}, 'grant', 'test balance')`);
  await k.rows(`update payments set status = 'cancelled'
    where member_id = ${member} and purpose = 'credit_repay' and status = 'pending'`);
}

beforeEach(() => setDebt(12_345));

describe('credit repayment (账期还款)', () => {
  it('keeps one open repayment: a second create gives back the open one, and the debt is taken once', async () => {
    const first = (await create()).body.data;
    const second = (await create()).body.data;
    expect(second.payment_no).toBe(first.payment_no);
    expect(await openBills()).toEqual([{ n: 1, total: 12_345 }]);
    const before = await balance();
    expect((await pay(first.payment_no)).body.data.status).toBe('paid');
    const again = await pay(second.payment_no);
    expect(again.status).toBe(409);
    expect(await owed()).toBe(0);
    expect(before - (await balance())).toBe(12_345);
  });

  it('replaces the open repayment when another amount is asked, so open ones never exceed the debt', async () => {
    const part = (await create('100.00')).body.data;
    const whole = (await create()).body.data;
    expect(whole.payment_no).not.toBe(part.payment_no);
    expect(await openBills()).toEqual([{ n: 1, total: 12_345 }]);
    const stale = await pay(part.payment_no);
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('该还款单已处理');
    expect(await owed()).toBe(12_345);
  });

  it('re-checks what is still owed when paying, and changes nothing on refusal', async () => {
    const bill = (await create()).body.data;
    // Meanwhile a refund of a credit order lowers the debt.
    await k.rows(`insert into credit_ledger (member_id, amount, kind, note)
      values (${member}, -5000, 'refund', 'test refund')`);
    const before = await balance();
    const refused = await pay(bill.payment_no);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('还款金额超过当前待还金额73.45元，请重新发起还款');
    expect(await balance()).toBe(before);
    expect(await owed()).toBe(7_345);
    const online = await pay(bill.payment_no, 'online');
    expect(online.status).toBe(409);
    expect(
      (await k.post('/api/pay/user_credit_check', { payment_no: bill.payment_no }, 'yaodian01')).body.data
        .status,
    ).toBe('pending');
  });

  it('parallel creates make one open repayment and parallel pays take the debt once', async () => {
    const created = await Promise.all(Array.from({ length: 6 }, () => create()));
    expect(created.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(new Set(created.map((r) => r.body.data.payment_no)).size).toBe(1);
    expect(await openBills()).toEqual([{ n: 1, total: 12_345 }]);
    const before = await balance();
    const paid = await Promise.all(Array.from({ length: 6 }, () => pay(created[0]!.body.data.payment_no)));
    expect(paid.filter((r) => r.status === 200)).toHaveLength(1);
    expect(paid.filter((r) => r.status === 409)).toHaveLength(5);
    expect(before - (await balance())).toBe(12_345);
    expect(await owed()).toBe(0);
  });

  it('parallel creates of different amounts never leave open repayments above the debt', async () => {
    const amounts = ['10.00', '20.00', '123.45', '50.00', undefined, '1.00'];
    const created = await Promise.all(amounts.map((a) => create(a)));
    expect(created.every((r) => r.status === 200)).toBe(true);
    const [open] = await openBills();
    expect(open!.n).toBe(1);
    expect(open!.total).toBeLessThanOrEqual(12_345);
    const before = await balance();
    const paid = await Promise.all(created.map((r) => pay(r.body.data.payment_no)));
    expect(paid.filter((r) => r.status === 200)).toHaveLength(1);
    expect(before - (await balance())).toBe(open!.total);
    expect(await owed()).toBe(12_345 - open!.total);
  });

  /** Starts paying a repayment online and returns the sandbox page's success form. */
  async function startOnline(paymentNo: string) {
    const start = (await pay(paymentNo, 'online')).body.data;
    const page = await k.app.inject({
      method: 'GET',
      url: start.redirect_url,
      headers: { cookie: k.cookies.yaodian01! },
    });
    return sandboxForms(page.body)[0]!;
  }
  const sentBack = (paymentNo: string) =>
    k.rows(
      `select r.amount from payment_refunds r join payments p on p.id = r.payment_id where p.payment_no = '${paymentNo}'`,
    );

  it('sends an online repayment back through the gateway when the debt was paid meanwhile', async () => {
    const online = (await create('100.00')).body.data;
    const success = await startOnline(online.payment_no);
    // The buyer opens a new repayment (replacing the online one) and pays it from the balance.
    const whole = (await create()).body.data;
    expect((await pay(whole.payment_no)).body.data.status).toBe('paid');
    expect(await owed()).toBe(0);

    const late = await notifySandbox(k, success, true);
    expect(late.json().data.status).toBe('refunded');
    expect(await owed()).toBe(0);
    const credit = await k.rows(
      `select count(*)::int as n from credit_ledger where member_id = ${member} and note like '%${online.payment_no}%'`,
    );
    expect(credit).toEqual([{ n: 0 }]);
    expect(await sentBack(online.payment_no)).toEqual([{ amount: 10_000 }]);
    expect((await notifySandbox(k, success, true)).json().data.status).toBe('repeated');
    expect(await sentBack(online.payment_no)).toEqual([{ amount: 10_000 }]);
  });

  it('sends the gateway money back when the same repayment was paid from the balance first', async () => {
    const bill = (await create()).body.data;
    const success = await startOnline(bill.payment_no);
    const before = await balance();
    expect((await pay(bill.payment_no)).body.data.status).toBe('paid');
    const late = await notifySandbox(k, success, true);
    expect(late.json().data.status).toBe('refunded');
    expect((await notifySandbox(k, success, true)).json().data.status).toBe('repeated');
    expect(await sentBack(bill.payment_no)).toEqual([{ amount: 12_345 }]);
    expect(before - (await balance())).toBe(12_345);
    expect(await owed()).toBe(0);
  });

  it('accepts a replaced online repayment that still fits what is owed', async () => {
    const online = (await create('100.00')).body.data;
    const success = await startOnline(online.payment_no);
    await create('50.00');
    expect((await notifySandbox(k, success, true)).json().data.status).toBe('paid');
    expect(await owed()).toBe(2_345);
  });
});
