import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type Kit } from '../../test/commerce-test-kit';
import { balanceOf, companyIdOf, fen, newRef, uploadSlip } from './finance-test-kit';

const USERS = ['yaodian01', 'zhensuo01', 'operator01', 'caiwu01', 'kefu01', 'yunying01'];
let k: Kit;
let company: number;
let slip: string;
beforeAll(async () => {
  k = await createCommerceApp(USERS);
  company = await companyIdOf(k, 'yaodian01');
  slip = await uploadSlip(k, 'caiwu01');
});
afterAll(() => k?.close());

const record = (body: Record<string, unknown>, user = 'caiwu01') =>
  k.post(
    '/api/operator/finance/transfers',
    {
      company_id: company,
      amount: '1234.56',
      bank_ref: newRef(),
      paid_on: '2026-11-20',
      voucher: slip,
      ...body,
    },
    user,
  );
const approve = (id: number, user = 'operator01') =>
  k.post(`/api/operator/finance/transfers/${id}/approve`, {}, user);
const transferCount = async () =>
  Number((await k.rows(`select count(*)::int as n from bank_transfers`))[0]!.n);

describe('bank transfers (线下汇款)', () => {
  it('caiwu01 records, operator01 approves: the balance gets one recharge entry the buyer sees', async () => {
    const before = await balanceOf(k, 'yaodian01');
    const saved = await record({ bank_name: '工商银行' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.status).toBe('pending');
    const listed = await k.get('/api/operator/finance/transfers?status=pending', 'caiwu01');
    const item = listed.body.data.list.find((t: { id: number }) => t.id === saved.body.data.id);
    expect(item).toMatchObject({ status_name: '待复核', amount: '1234.56', recorded_by_name: 'caiwu01' });
    expect(await balanceOf(k, 'yaodian01')).toBe(before);

    const done = await approve(saved.body.data.id);
    expect(done.status).toBe(200);
    expect(done.body.data.status).toBe('approved');
    expect(await balanceOf(k, 'yaodian01')).toBe(before + 123_456);
    const log = await k.get('/api/user/user_money_log?page=1&use_type=1', 'yaodian01');
    expect(log.body.data.list[0]).toMatchObject({
      kind: 'recharge',
      amount: '1234.56',
      kind_name: '账户充值',
    });
    const audit = await k.rows(
      `select action, staff_name from audit_log where entity = 'bank_transfer' and entity_id = '${saved.body.data.id}' order by id`,
    );
    expect(audit).toEqual([
      { action: 'finance.transfer', staff_name: 'caiwu01' },
      { action: 'finance.approve', staff_name: 'operator01' },
    ]);
  });

  it('never lets the recorder approve its own transfer (403), and changes nothing', async () => {
    const saved = await record({});
    const before = await balanceOf(k, 'yaodian01');
    const refused = await approve(saved.body.data.id, 'caiwu01');
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('不能复核自己登记的汇款，请由其他财务人员复核');
    expect(await balanceOf(k, 'yaodian01')).toBe(before);
    expect((await k.rows(`select status from bank_transfers where id = ${saved.body.data.id}`))[0]).toEqual({
      status: 'pending',
    });
  });

  it('credits once under ten parallel approvals', async () => {
    const saved = await record({ amount: '88.88' });
    const before = await balanceOf(k, 'yaodian01');
    const results = await Promise.all(Array.from({ length: 10 }, () => approve(saved.body.data.id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await balanceOf(k, 'yaodian01')).toBe(before + 8888);
    const entries = await k.rows(
      `select count(*)::int as n from balance_ledger where kind = 'recharge' and note like '%${saved.body.data.transfer_no}%'`,
    );
    expect(entries).toEqual([{ n: 1 }]);
  });

  it('refuses staff without the permission (403) before reading the body', async () => {
    const count = await transferCount();
    for (const user of ['kefu01', 'yunying01']) {
      expect((await record({}, user)).status).toBe(403);
      expect((await k.get('/api/operator/finance/transfers', user)).status).toBe(403);
    }
    expect((await record({}, 'yaodian01')).status).toBe(403);
    expect(await transferCount()).toBe(count);
  });

  it.each([
    [{ amount: '0' }, 'amount', '汇款金额应为0.01到1亿元之间的金额，最多两位小数'],
    [{ amount: '12.345' }, 'amount', '汇款金额应为0.01到1亿元之间的金额，最多两位小数'],
    [{ bank_ref: '' }, 'bank_ref', '请填写银行流水号（至少4位）'],
    [{ paid_on: '2026-02-30' }, 'paid_on', '汇款日期不是有效的日期'],
    [{ voucher: 'data:image/png;base64,AAAA' }, 'voucher', '请上传汇款凭证图片'],
    [{ company_id: 'abc' }, 'company_id', '付款单位必须是数字'],
    [{ purpose: 'order' }, 'order_id', '请选择要支付的订单'],
    [{ purpose: 'gift' }, 'purpose', '汇款用途不正确'],
  ])('refuses %j with 422 on %s and records nothing', async (change, field, message) => {
    const count = await transferCount();
    const res = await record(change);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
    expect(await transferCount()).toBe(count);
  });

  it('refuses a slip someone else uploaded, an unknown company and a bank reference already recorded', async () => {
    const buyerSlip = await uploadSlip(k, 'yaodian01');
    expect((await record({ voucher: buyerSlip })).body.errors.voucher).toBeDefined();
    expect((await record({ company_id: 999_999 })).body.errors.company_id).toEqual(['付款单位不存在']);
    const ref = newRef();
    expect((await record({ bank_ref: ref })).status).toBe(200);
    const again = await record({ bank_ref: ref });
    expect(again.status).toBe(422);
    expect(again.body.errors.bank_ref).toEqual(['该银行流水号已登记，请勿重复登记']);
  });

  it('rejects with a reason: nothing is credited and it cannot be approved afterwards', async () => {
    const saved = await record({});
    const before = await balanceOf(k, 'yaodian01');
    expect(
      (await k.post(`/api/operator/finance/transfers/${saved.body.data.id}/reject`, {}, 'operator01')).status,
    ).toBe(422);
    const rejected = await k.post(
      `/api/operator/finance/transfers/${saved.body.data.id}/reject`,
      { reason: '银行未到账' },
      'operator01',
    );
    expect(rejected.body.data.status).toBe('rejected');
    expect((await approve(saved.body.data.id)).status).toBe(409);
    expect(await balanceOf(k, 'yaodian01')).toBe(before);
  });

  it('pays a named unpaid order, which moves to 待发货 paid by transfer', async () => {
    const goods = await k.plainGoods(1);
    await k.clearCart('yaodian01');
    const ids = await k.add('yaodian01', [{ goods_id: goods[0]!.id, number: 1 }]);
    const order = (await k.order('yaodian01', ids)).body.data;
    const wrong = await record({ purpose: 'order', order_id: order.order_id, amount: '0.01' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.order_id[0]).toContain('不一致');
    const before = await balanceOf(k, 'yaodian01');
    const saved = await record({ purpose: 'order', order_id: order.order_id, amount: order.payable_amount });
    expect((await approve(saved.body.data.id)).status).toBe(200);
    const [row] = await k.rows(`select status, pay_method from orders where id = ${order.order_id}`);
    expect(row).toEqual({ status: 'to_ship', pay_method: 'transfer' });
    const payments = await k.rows(
      `select method, amount from payments where order_id = ${order.order_id} and status = 'paid'`,
    );
    expect(payments).toEqual([{ method: 'transfer', amount: fen(order.payable_amount) }]);
    expect(await balanceOf(k, 'yaodian01')).toBe(before);
  });

  it('does not pay a 含麻 order by transfer while another 含麻 receipt is owed', async () => {
    const goods = await k.plainGoods(1);
    await k.clearCart('yaodian01');
    const ids = await k.add('yaodian01', [{ goods_id: goods[0]!.id, number: 1 }]);
    const order = (await k.order('yaodian01', ids)).body.data;
    const [member] = await k.rows(`select member_id from orders where id = ${order.order_id}`);
    await k.rows(`update orders set has_special = true where id = ${order.order_id}`);
    // A paid 含麻 order of the same buyer whose signed receipt has not been approved.
    await k.rows(
      `update orders set has_special = true, receipt_status = 'required'
        where id = (select id from orders where member_id = ${member!.member_id} and status = 'to_ship'
          and id <> ${order.order_id} order by id limit 1)`,
    );
    const refused = await record({
      purpose: 'order',
      order_id: order.order_id,
      amount: order.payable_amount,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.order_id[0]).toContain('审核通过后方可继续采购此类商品');
  });

  it('repays credit owed, never more than is owed', async () => {
    const member = await k.memberId('yaodian01');
    await k.rows(`insert into credit_ledger (member_id, amount, kind, due_on, note)
      values (${member}, 50000, 'charge', current_date + 10, 'test debt')`);
    const owed = async () => fen((await k.get('/api/user/user_credit', 'yaodian01')).body.data.used);
    const start = await owed();
    const tooMuch = await record({ purpose: 'credit_repay', amount: ((start + 1) / 100).toFixed(2) });
    expect(tooMuch.status).toBe(422);
    const saved = await record({ purpose: 'credit_repay', amount: '300.00' });
    expect((await approve(saved.body.data.id)).status).toBe(200);
    expect(await owed()).toBe(start - 30_000);
  });
});

describe('the buyer announces a transfer', () => {
  it('lands in the same queue (待复核), staff approve it, and each buyer sees only its own', async () => {
    const mySlip = await uploadSlip(k, 'zhensuo01');
    const before = await balanceOf(k, 'zhensuo01');
    const body = {
      amount: '500.00',
      bank_name: '建设银行',
      bank_ref: newRef(),
      paid_on: '2026-11-21',
      voucher: mySlip,
    };
    const saved = await k.post('/api/user/finance/transfers', body, 'zhensuo01');
    expect(saved.status).toBe(200);
    expect(saved.body.data.status).toBe('pending');
    const mine = await k.get('/api/user/finance/transfers', 'zhensuo01');
    expect(mine.body.data.list.map((t: { id: number }) => t.id)).toContain(saved.body.data.id);
    const theirs = await k.get('/api/user/finance/transfers', 'yaodian01');
    expect(theirs.body.data.list.map((t: { id: number }) => t.id)).not.toContain(saved.body.data.id);
    const queue = await k.get('/api/operator/finance/transfers?status=pending', 'caiwu01');
    expect(queue.body.data.list.find((t: { id: number }) => t.id === saved.body.data.id)).toMatchObject({
      source: 'member',
      recorded_by_name: 'zhensuo01',
    });
    expect((await approve(saved.body.data.id, 'caiwu01')).status).toBe(200);
    expect(await balanceOf(k, 'zhensuo01')).toBe(before + 50_000);
  });

  it('refuses bad input with Chinese messages, and a slip the buyer did not upload', async () => {
    const count = await transferCount();
    const res = await k.post(
      '/api/user/finance/transfers',
      { amount: 'abc', bank_ref: '', paid_on: '' },
      'zhensuo01',
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['amount', 'bank_ref', 'paid_on', 'voucher']);
    const other = await k.post(
      '/api/user/finance/transfers',
      { amount: '1.00', bank_ref: newRef(), paid_on: '2026-11-21', voucher: slip },
      'zhensuo01',
    );
    expect(other.status).toBe(422);
    expect(await transferCount()).toBe(count);
  });
});
