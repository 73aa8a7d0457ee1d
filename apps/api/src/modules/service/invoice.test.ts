import { writeFileSync } from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type GoodsPick, type Kit, type Row } from '../../test/commerce-test-kit';
import { notifySandbox, sandboxForms } from '../../test/sandbox-test-kit';
import { issueBlueInvoice } from './invoice.service';

let k: Kit;
let goods: GoodsPick[];
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'zhensuo01', 'operator01', 'cangku01']);
  goods = await k.plainGoods(3);
});
afterAll(() => k?.close());

const list = async (user: string, query = '') => (await k.get(`/api/invoice/list${query}`, user)).body;
const fen = (yuan: string) => Math.round(Number(yuan) * 100);

async function pdfOf(url: string, user?: string) {
  const res = await k.app.inject({ method: 'GET', url, headers: user ? { cookie: k.cookies[user]! } : {} });
  return res;
}

async function pdfText(bytes: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, '');
}

async function invoicesOf(orderId: number) {
  return k.rows(`select * from invoices where order_id = ${orderId} order by id`);
}

/** A new order of yaodian01 paid from the balance (7 units of a plain goods); returns its id. */
async function paidOrder(goodsIndex = 0, number = 7) {
  await k.clearCart('yaodian01');
  const ids = await k.add('yaodian01', [{ goods_id: goods[goodsIndex]!.id, number }]);
  const created = await k.order('yaodian01', ids, { pay_method: 'balance' });
  expect(created.status).toBe(200);
  return Number(created.body.data.order_id);
}

describe('e-invoices', () => {
  it('the seeded paid orders have their invoices, a refund its red one', async () => {
    const data = (await list('yaodian01')).data;
    const [paid] = await k.rows(
      `select count(*)::int as n from orders o join members m on m.id = o.member_id
       where m.username = 'yaodian01' and o.paid_at is not null`,
    );
    const blue = data.list.filter((i: Row) => i.kind === 'blue');
    expect(blue.length).toBe(paid.n);
    const red = data.list.find((i: Row) => i.kind === 'red');
    expect(red).toMatchObject({ kind_name: '红字', status_name: '已开具' });
    expect(red.amount.startsWith('-')).toBe(true);
    const original = data.list.find((i: Row) => i.invoice_no === red.original_no);
    expect(original).toMatchObject({ kind: 'blue', order_no: red.order_no, status: 'partly_reversed' });
    for (const invoice of data.list) {
      expect(invoice.invoice_no).toMatch(/^\d{20}$/);
      expect(invoice.pdf_url).toBe(`/api/invoice/${invoice.id}/pdf`);
      expect(invoice.title).toBe('仁和大药房');
    }
  });

  it('finds invoices by any part of the order number and refuses a malformed one', async () => {
    const all = (await list('yaodian01')).data.list as Row[];
    const orderNo = all[0]!.order_no as string;
    const found = (await list('yaodian01', `?order_no=${orderNo.slice(-8)}`)).data;
    expect(found.list.length).toBeGreaterThan(0);
    expect(found.list.every((i: Row) => i.order_no === orderNo)).toBe(true);
    expect((await list('yaodian01', '?order_no=NOSUCH123')).data).toMatchObject({ list: [], total: 0 });
    // Another member's order number finds nothing of theirs.
    expect((await list('zhensuo01', `?order_no=${orderNo}`)).data.total).toBe(0);
    const bad = await k.get(`/api/invoice/list?order_no=${encodeURIComponent("YC'--")}`, 'yaodian01');
    expect([bad.status, bad.body.msg]).toEqual([422, '订单号只能包含字母和数字']);
    expect((await k.get('/api/invoice/list?page=0', 'yaodian01')).status).toBe(422);
  });

  it('serves the PDF to its member only, with Chinese text that extracts', async () => {
    const [invoice] = (await list('yaodian01')).data.list as Row[];
    const res = await pdfOf(invoice!.pdf_url, 'yaodian01');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${invoice!.invoice_no}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    writeFileSync('/tmp/invoice-3303.pdf', res.rawPayload);
    const text = await pdfText(res.rawPayload);
    for (const part of [
      '电子发票（普通发票）',
      '仁和大药房',
      '药采网（北京）医药科技有限公司',
      '价税合计（大写）',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toContain(invoice!.invoice_no);
    expect(text).toContain(invoice!.order_no);

    const download = await pdfOf(`${invoice!.pdf_url}?download=1`, 'yaodian01');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="\d{20}\.pdf"$/);

    const other = await pdfOf(invoice!.pdf_url, 'zhensuo01');
    expect([other.statusCode, other.json().msg]).toEqual([404, '发票不存在']);
    const visitor = await pdfOf(invoice!.pdf_url);
    expect([visitor.statusCode, visitor.json().code]).toEqual([401, 10001]);
    expect((await pdfOf('/api/invoice/999999/pdf', 'yaodian01')).statusCode).toBe(404);
    expect((await pdfOf('/api/invoice/abc/pdf', 'yaodian01')).statusCode).toBe(422);
  });

  it('serves any PDF to staff with order.read, 403 to members and staff without it', async () => {
    const [invoice] = (await list('yaodian01')).data.list as Row[];
    const url = `/api/operator/invoices/${invoice!.id}/pdf`;
    const staff = await pdfOf(url, 'operator01');
    expect([staff.statusCode, staff.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(await pdfText(staff.rawPayload)).toContain('仁和大药房');
    expect((await pdfOf(url, 'yaodian01')).statusCode).toBe(403);
    expect((await pdfOf(url)).json().code).toBe(10001);

    await k.rows(
      `update staff_roles set permissions = array_remove(permissions, 'order.read') where code = 'warehouse'`,
    );
    const cookie = await k.login('cangku01');
    const refused = await k.app.inject({ method: 'GET', url, headers: { cookie } });
    expect([refused.statusCode, refused.json().msg]).toEqual([403, '当前账号没有此操作的权限']);
    await k.rows(
      `update staff_roles set permissions = permissions || '{order.read}' where code = 'warehouse'`,
    );

    const detail = (await k.get(`/api/operator/orders/${invoice!.order_id}`, 'operator01')).body.data;
    expect(detail.invoices.map((i: Row) => i.invoice_no)).toContain(invoice!.invoice_no);
    expect(detail.invoices[0].pdf_url).toMatch(/^\/api\/operator\/invoices\/\d+\/pdf$/);
  });

  it('issues one blue invoice on payment: lines at 13%, tax from the inclusive amount, totals', async () => {
    const id = await paidOrder(0, 7);
    const [order] = await k.rows(`select * from orders where id = ${id}`);
    const lines = await k.rows(`select * from order_lines where order_id = ${id} order by id`);
    const [invoice] = await invoicesOf(id);
    expect(invoice).toMatchObject({ kind: 'blue', title: '仁和大药房', original_id: null });
    const paidFor = lines.reduce((s, l) => s + l.amount - l.manjian_share - l.coupon_share, 0);
    expect(invoice!.amount).toBe(paidFor + order.shipping_amount);
    const [first] = invoice!.lines;
    expect(first).toMatchObject({
      name: lines[0]!.goods_name,
      spec: lines[0]!.spec,
      unit: lines[0]!.unit,
      quantity: 7,
      rate: 13,
      tax: Math.round((first.amount * 13) / 113),
    });
    expect(invoice!.tax_amount).toBe(invoice!.lines.reduce((s: number, l: Row) => s + l.tax, 0));
    // Calling the issuer again (a repeated notice) issues nothing more.
    expect(await issueBlueInvoice(k.db, id)).toBeNull();
    expect(await invoicesOf(id)).toHaveLength(1);
    const listed = (await list('yaodian01', `?order_no=${order.order_no}`)).data.list;
    expect(listed).toHaveLength(1);
    expect(fen(listed[0].amount)).toBe(invoice!.amount);
    const [message] = await k.rows(
      `select title, link from messages where member_id = ${order.member_id} and kind = 'invoice' order by id desc limit 1`,
    );
    expect(message).toEqual({ title: '电子发票已开具', link: `/dzfp?order_no=${order.order_no}` });
  });

  it('taxes 中药饮片 and the delivery at 9%', async () => {
    const [herbal] = await k.rows(`
      select g.id, case when g.can_split then 1 else g.middle_pack end as step from goods g
      where g.on_sale and g.kind = 'herbal' and g.is_free_shipping = 0 and not g.is_controlled and g.type = 0
        and not exists (select 1 from activity_prices a where a.goods_id = g.id)
        and not exists (select 1 from full_reduction_goods f where f.goods_id = g.id)
        and not exists (select 1 from gift_rules r where r.goods_id = g.id)
        and (select coalesce(sum(b.stock), 0) from goods_batches b where b.goods_id = g.id and b.expires_on > current_date) >= 20
      order by g.id limit 1`);
    await k.clearCart('yaodian01');
    const ids = await k.add('yaodian01', [{ goods_id: Number(herbal!.id), number: Number(herbal!.step) }]);
    const created = await k.order('yaodian01', ids, { pay_method: 'balance' });
    const [invoice] = await invoicesOf(Number(created.body.data.order_id));
    const rates = invoice!.lines.map((l: Row) => [l.category, l.rate]);
    expect(rates).toEqual([
      ['中药饮片', 9],
      ['运输服务', 9],
    ]);
    expect(invoice!.lines[1]).toMatchObject({ name: '运费', quantity: 1, amount: 1500 });
  });

  it('a repeated online payment notice makes no second invoice', async () => {
    await k.clearCart('yaodian01');
    const ids = await k.add('yaodian01', [{ goods_id: goods[1]!.id, number: 3 }]);
    const id = Number((await k.order('yaodian01', ids)).body.data.order_id);
    const start = await k.post(`/api/pay/${id}`, { method: 'online' }, 'yaodian01');
    const page = await k.app.inject({
      method: 'GET',
      url: start.body.data.redirect_url,
      headers: { cookie: k.cookies.yaodian01! },
    });
    const [success] = sandboxForms(page.body);
    expect((await notifySandbox(k, success!)).statusCode).toBeLessThan(400);
    await notifySandbox(k, success!);
    expect(await invoicesOf(id)).toHaveLength(1);
  });

  it('issues a red invoice per refund, negative, and the blue one turns 已冲红 when all is back', async () => {
    const id = await paidOrder(2, 6);
    const [blue] = await invoicesOf(id);
    const [line] = await k.rows(`select * from order_lines where order_id = ${id} and not is_gift`);
    const refundUnits = async (quantity: number) => {
      const sale = await k.post(
        '/api/after_sale',
        {
          order_id: id,
          kind: 'refund_only',
          reason: '不需要了',
          lines: [{ order_line_id: line!.id, quantity }],
        },
        'yaodian01',
      );
      expect(sale.status).toBe(200);
      await k.post(`/api/operator/after_sale/${sale.body.data.id}/approve`, {}, 'operator01');
      const refund = await k.post(`/api/operator/after_sale/${sale.body.data.id}/refund`, {}, 'operator01');
      expect(refund.status).toBe(200);
      return Number(sale.body.data.id);
    };
    const first = await refundUnits(2);
    const [, red] = await invoicesOf(id);
    expect(red).toMatchObject({ kind: 'red', original_id: blue!.id, after_sale_id: first });
    const [refunded] = await k.rows(
      `select refund_amount from after_sale_lines where after_sale_id = ${first}`,
    );
    expect(red!.amount).toBe(-refunded.refund_amount);
    expect(red!.tax_amount).toBeLessThan(0);
    expect(red!.lines[0]).toMatchObject({ quantity: -2, rate: 13 });
    let listed = (await list('yaodian01')).data.list as Row[];
    expect(listed.find((i) => i.id === blue!.id)?.status_name).toBe('部分冲红');

    const redPdf = await pdfOf(`/api/invoice/${red!.id}/pdf`, 'yaodian01');
    writeFileSync('/tmp/invoice-red-3303.pdf', redPdf.rawPayload);
    const text = await pdfText(redPdf.rawPayload);
    expect(text).toContain('销项负数');
    expect(text).toContain(blue!.invoice_no);
    expect(text).toContain('负');

    // The rest of the units: the order closes (not shipped), its shipping goes back on the red invoice.
    await refundUnits(4);
    const all = await invoicesOf(id);
    expect(all).toHaveLength(3);
    expect(all.reduce((s, i) => s + i.amount, 0)).toBe(0);
    listed = (await list('yaodian01')).data.list as Row[];
    expect(listed.find((i) => i.id === blue!.id)).toMatchObject({
      status: 'reversed',
      status_name: '已冲红',
    });
  });
});
