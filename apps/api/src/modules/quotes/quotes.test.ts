import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type GoodsPick, type Kit } from '../../test/commerce-test-kit';

/** 询价: ask, answer or refuse in the console, buy once at the quoted price. */
let kit: Kit;
let goods: GoodsPick;
let staffCookie: string;
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const later = (days: number) => new Date(Date.now() + (8 + 24 * days) * 3600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  kit = await createCommerceApp(['yaodian01', 'zhensuo01', 'operator01', 'kefu01', 'yunying01']);
  [goods] = await kit.plainGoods(1);
  staffCookie = 'yunying01';
}, 120_000);
afterAll(() => kit?.close());

const min = () => 10 * Math.max(1, goods.middle_pack);
const yuan = (f: number) => (f / 100).toFixed(2);

async function ask(user = 'yaodian01', extra: Record<string, unknown> = {}) {
  return kit.post(
    '/api/quotes',
    {
      goods_id: goods.id,
      quantity: min(),
      expected_price: yuan(goods.base_price - 100),
      remark: '月度采购',
      ...extra,
    },
    user,
  );
}

describe('asking for a quote', () => {
  it("refuses visitors, bad input, small quantities and prices not below the buyer's own", async () => {
    const before = (await kit.rows(`select id from quotes where goods_id = ${goods.id}`)).length;
    expect((await kit.post('/api/quotes', { goods_id: goods.id }, undefined)).body.code).toBe(10001);
    const bad = await kit.post(
      '/api/quotes',
      { goods_id: 'x', quantity: 0, expected_price: 'abc' },
      'yaodian01',
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toBeTruthy();
    const small = await ask('yaodian01', { quantity: min() - 1 });
    expect(small.status).toBe(422);
    expect(small.body.msg).toContain('询价数量不能少于');
    const dear = await ask('yaodian01', { expected_price: yuan(goods.base_price) });
    expect(dear.status).toBe(422);
    expect(dear.body.msg).toContain('期望单价须低于');
    expect(
      (
        await kit.post(
          '/api/quotes',
          { goods_id: 99_999_999, quantity: 10, expected_price: '1.00' },
          'yaodian01',
        )
      ).status,
    ).toBe(404);
    expect(await kit.rows(`select id from quotes where goods_id = ${goods.id}`)).toHaveLength(before);
  });

  it("lists the member's own quotes only", async () => {
    const asked = await ask();
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({ status: 'open', quantity: min(), goods_id: goods.id });
    const mine = await kit.get('/api/quotes?status=open', 'yaodian01');
    expect(mine.body.data.list.map((q: any) => q.id)).toContain(asked.body.data.id);
    const theirs = await kit.get('/api/quotes', 'zhensuo01');
    expect(theirs.body.data.list.map((q: any) => q.id)).not.toContain(asked.body.data.id);
    expect((await kit.get('/api/quotes?status=nope', 'yaodian01')).status).toBe(422);
  });
});

describe('answering in the console', () => {
  it('needs quote.reply, before validation', async () => {
    const { body } = await ask();
    const id = body.data.id;
    expect((await kit.post(`/api/operator/quotes/${id}/reply`, {}, 'kefu01')).status).toBe(403);
    expect((await kit.post(`/api/operator/quotes/${id}/reply`, {}, 'yaodian01')).status).toBe(403);
    expect((await kit.get('/api/operator/quotes', 'kefu01')).status).toBe(403);
    const list = await kit.get('/api/operator/quotes?status=open', staffCookie);
    expect(list.body.data.list.some((q: any) => q.id === id && q.username === 'yaodian01')).toBe(true);
  });

  it('refuses a price at or above the normal price and a past date, then answers once with a message', async () => {
    const id = (await ask()).body.data.id;
    const at = await kit.post(
      `/api/operator/quotes/${id}/reply`,
      { price: yuan(goods.base_price), valid_until: later(7) },
      staffCookie,
    );
    expect(at.status).toBe(422);
    expect(at.body.msg).toContain('须低于');
    const past = await kit.post(
      `/api/operator/quotes/${id}/reply`,
      { price: yuan(goods.base_price - 50), valid_until: '2020-01-01' },
      staffCookie,
    );
    expect(past.status).toBe(422);
    expect(past.body.msg).toContain('有效期不能早于今天');
    const bad = await kit.post(
      `/api/operator/quotes/${id}/reply`,
      { price: 'x', valid_until: '2026-02-30' },
      staffCookie,
    );
    expect(bad.status).toBe(422);
    const ok = await kit.post(
      `/api/operator/quotes/${id}/reply`,
      { price: yuan(goods.base_price - 50), valid_until: today() },
      staffCookie,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'answered', price: yuan(goods.base_price - 50) });
    const again = await kit.post(`/api/operator/quotes/${id}/refuse`, { reason: '晚了' }, staffCookie);
    expect(again.status).toBe(409);
    const messages = await kit.rows(
      `select title from messages where member_id = ${await kit.memberId('yaodian01')} and kind = 'quote'`,
    );
    expect(messages.some((m) => String(m.title).includes('询价已报价'))).toBe(true);
    const audit = await kit.rows(`select * from audit_log where entity = 'quote' and entity_id = '${id}'`);
    expect(audit).toHaveLength(1);
    expect(
      (
        await kit.post(
          '/api/operator/quotes/99999999/reply',
          { price: '1.00', valid_until: today() },
          staffCookie,
        )
      ).status,
    ).toBe(404);
  });

  it('refuses with a reason', async () => {
    const id = (await ask()).body.data.id;
    expect((await kit.post(`/api/operator/quotes/${id}/refuse`, { reason: '' }, staffCookie)).status).toBe(
      422,
    );
    const refused = await kit.post(
      `/api/operator/quotes/${id}/refuse`,
      { reason: '该品种暂不议价' },
      staffCookie,
    );
    expect(refused.body.data).toMatchObject({ status: 'refused', refuse_reason: '该品种暂不议价' });
    const cart = await kit.post(
      '/api/cart',
      { params: [{ goods_id: goods.id, number: min(), quote_id: id }] },
      'yaodian01',
    );
    expect(cart.status).toBe(409);
    expect(cart.body.msg).toContain('已被拒绝');
  });
});

describe('buying at the quote', () => {
  let quoteId: number;
  const price = () => goods.base_price - 80;
  beforeAll(async () => {
    quoteId = (await ask()).body.data.id;
    await kit.post(
      `/api/operator/quotes/${quoteId}/reply`,
      { price: yuan(price()), valid_until: later(3) },
      staffCookie,
    );
  });

  it('refuses another member, other goods and fewer units, with the reason', async () => {
    const other = await kit.post(
      '/api/cart',
      { params: [{ goods_id: goods.id, number: min(), quote_id: quoteId }] },
      'zhensuo01',
    );
    expect(other.status).toBe(404);
    const [second] = await kit.plainGoods(1, { skip: 1 });
    const wrong = await kit.post(
      '/api/cart',
      { params: [{ goods_id: second!.id, number: min(), quote_id: quoteId }] },
      'yaodian01',
    );
    expect(wrong.body.msg).toContain('报价与所购商品不符');
    const few = await kit.post(
      '/api/cart',
      { params: [{ goods_id: goods.id, number: min() - 1, quote_id: quoteId }] },
      'yaodian01',
    );
    expect(few.status).toBe(422);
    expect(few.body.msg).toContain('不能少于');
  });

  it('prices the line at the quote, records it on the order line, and orders once under parallel requests', async () => {
    await kit.clearCart('yaodian01');
    const added = await kit.post(
      '/api/cart',
      { params: [{ goods_id: goods.id, number: min(), quote_id: quoteId }] },
      'yaodian01',
    );
    expect(added.status).toBe(200);
    expect(added.body.data.lines[0]).toMatchObject({ type: 4, price: yuan(price()) });
    const lineId = added.body.data.lines[0].id;
    const results = await Promise.all([kit.order('yaodian01', [lineId]), kit.order('yaodian01', [lineId])]);
    const placed = results.filter((r) => r.status === 200);
    expect(placed).toHaveLength(1);
    const orderId = placed[0]!.body.data.order_id ?? placed[0]!.body.data.id;
    const lines = await kit.rows(
      `select line_type, ref_id, unit_price from order_lines where order_id = ${orderId} and not is_gift`,
    );
    expect(
      lines.every(
        (l) => Number(l.line_type) === 4 && Number(l.ref_id) === quoteId && Number(l.unit_price) === price(),
      ),
    ).toBe(true);
    const list = await kit.get('/api/quotes?status=used', 'yaodian01');
    expect(list.body.data.list.map((q: any) => q.id)).toContain(quoteId);
    // Bought once: adding it again is refused with the reason.
    const again = await kit.post(
      '/api/cart',
      { params: [{ goods_id: goods.id, number: min(), quote_id: quoteId }] },
      'yaodian01',
    );
    expect(again.status).toBe(409);
    expect(again.body.msg).toContain('只能购买一次');
  });
});
