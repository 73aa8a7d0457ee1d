import { writeFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, PDF, PNG } from '../../test/upload-test-helpers';
import { createCommerceApp, type Kit, type Row } from '../../test/commerce-test-kit';

let k: Kit;
let shipped: { id: number; order_no: string };
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'zhensuo01', 'operator01', 'cangku01', 'kefu01', 'yunying01']);
  const [row] = await k.rows(
    `select o.id, o.order_no from orders o join members m on m.id = o.member_id
     where m.username = 'yaodian01' and o.shipped_at is not null order by o.id limit 1`,
  );
  shipped = { id: Number(row!.id), order_no: row!.order_no };
});
afterAll(() => k?.close());

const SELLER = '药采网（北京）医药科技有限公司';
const KINDS = ['营业执照', '药品经营许可证', 'GSP证书', '质量保证协议', '销售人员授权委托书'];

async function download(url: string, user?: string) {
  return k.app.inject({ method: 'GET', url, headers: user ? { cookie: k.cookies[user]! } : {} });
}

async function pdfText(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, '');
}

const ascii = (bytes: Uint8Array, n: number) => Buffer.from(bytes.subarray(0, n)).toString('latin1');

async function upload(user: string, bytes: Buffer, type: string, purpose = 'qualification') {
  const form = multipart([
    { name: 'purpose', value: purpose },
    { name: 'file', value: bytes, filename: `scan.${type.split('/')[1]}`, type },
  ]);
  const res = await k.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: form.payload,
    headers: { ...form.headers, cookie: k.cookies[user]! },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { key: string; url: string };
}

async function batchesOf(orderId: number) {
  return k.rows(
    `select distinct b.id, b.batch_no from order_lines l join goods_batches b on b.id = l.batch_id
     where l.order_id = ${orderId} order by b.id`,
  );
}

describe('首营资料 pack', () => {
  it('gives the member a ZIP: five licences, one report per shipped batch, and the index', async () => {
    const res = await download(`/api/order/${shipped.id}/documents`, 'yaodian01');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="documents-${shipped.order_no}.zip"; filename*=UTF-8''${encodeURIComponent(`首营资料-${shipped.order_no}.zip`)}`,
    );
    writeFileSync('/tmp/documents-pack-3303.zip', res.rawPayload);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(files);
    const licences = names.filter((n) => n.startsWith('企业资质/'));
    expect(licences).toEqual(KINDS.map((kind, i) => `企业资质/${i + 1}-${kind}.pdf`));
    for (const name of licences) expect(ascii(files[name]!, 5)).toBe('%PDF-');
    expect(await pdfText(files['企业资质/1-营业执照.pdf']!)).toContain('91110105MA01R8XK6C');

    const batches = await batchesOf(shipped.id);
    const reports = names.filter((n) => n.startsWith('药检报告/'));
    expect(reports).toHaveLength(batches.length);
    for (const batch of batches) {
      const name = reports.find((n) => n.startsWith(`药检报告/${batch.batch_no}-`));
      expect(name, batch.batch_no).toMatch(/\.svg$/);
      const svg = Buffer.from(files[name!]!).toString('utf8');
      expect(svg).toContain('<svg');
      expect(svg).toContain(batch.batch_no);
    }

    expect(names[0]).toBe('资料清单.pdf');
    const index = await pdfText(files['资料清单.pdf']!);
    const [buyer] = await k.rows(
      `select c.name from companies c join members m on m.company_id = c.id where m.username = 'yaodian01'`,
    );
    expect(index).toContain('首营资料及药检报告清单');
    expect(index).toContain(SELLER);
    expect(index).toContain(buyer!.name);
    expect(index).toContain(shipped.order_no);
    expect(index).toContain('京AA0100826');
    for (const batch of batches) expect(index).toContain(batch.batch_no);
  });

  it('is the order member’s only: another member 404, a visitor 10001, before shipping 422', async () => {
    const url = `/api/order/${shipped.id}/documents`;
    expect((await download(url, 'zhensuo01')).statusCode).toBe(404);
    const visitor = await download(url);
    expect([visitor.statusCode, visitor.json().code]).toEqual([401, 10001]);
    expect((await download('/api/order/999999/documents', 'yaodian01')).statusCode).toBe(404);
    const bad = await download('/api/order/abc/documents', 'yaodian01');
    expect([bad.statusCode, bad.json().msg]).toEqual([422, '订单编号必须是数字']);

    const [unshipped] = await k.rows(
      `select o.id from orders o join members m on m.id = o.member_id
       where m.username = 'yaodian01' and o.shipped_at is null order by o.id limit 1`,
    );
    const early = await download(`/api/order/${unshipped!.id}/documents`, 'yaodian01');
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ code: 422, msg: '订单发货后才能下载首营资料' });
  });

  it('gives staff with order.read the same pack, and refuses members on the console route', async () => {
    const url = `/api/operator/orders/${shipped.id}/documents`;
    for (const user of ['operator01', 'cangku01']) {
      const res = await download(url, user);
      expect([user, res.statusCode, res.headers['content-type']]).toEqual([user, 200, 'application/zip']);
      const names = Object.keys(unzipSync(new Uint8Array(res.rawPayload)));
      expect(names.filter((n) => n.startsWith('企业资质/'))).toHaveLength(5);
    }
    expect((await download(url, 'yaodian01')).statusCode).toBe(403);
    expect((await download(url)).json().code).toBe(10001);
  });
});

describe('首营资料 in the console', () => {
  it('lists the five seeded documents with their files', async () => {
    const res = await k.get('/api/operator/supplier_documents', 'yunying01');
    expect(res.status).toBe(200);
    const list = res.body.data as Row[];
    expect(list.map((d) => d.kind_name)).toEqual(KINDS);
    for (const d of list) {
      expect(d.file).toMatchObject({
        content_type: 'application/pdf',
        url: `/api/operator/supplier_documents/${d.kind}/file`,
      });
      expect(d.valid_until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(d.expired).toBe(0);
    }
    const file = await download(list[1]!.file.url, 'yunying01');
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(await pdfText(file.rawPayload)).toContain('京AA0100826');
    expect((await k.get('/api/operator/supplier_documents', 'kefu01')).status).toBe(403);
    expect((await k.get('/api/operator/supplier_documents', 'yaodian01')).status).toBe(403);
  });

  it('replaces a licence with an upload, and the pack carries the new file', async () => {
    const scan = Buffer.concat([PDF, Buffer.from('% drug licence scan 2027')]);
    const { key } = await upload('yunying01', scan, 'application/pdf');
    const save = await k.post(
      '/api/operator/supplier_documents/drug_licence',
      { title: '药品经营许可证（换证）', number: '京AA0199999', valid_until: '2031-06-30', file: key },
      'yunying01',
    );
    expect(save.status).toBe(200);
    const [audit] = await k.rows(
      `select action, summary from audit_log where entity = 'supplier_document' order by id desc limit 1`,
    );
    expect(audit).toMatchObject({
      action: 'document.update',
      summary: '更换首营资料：药品经营许可证 京AA0199999',
    });

    const listed = ((await k.get('/api/operator/supplier_documents', 'yunying01')).body.data as Row[])[1]!;
    expect(listed).toMatchObject({
      title: '药品经营许可证（换证）',
      number: '京AA0199999',
      valid_until: '2031-06-30',
    });

    const res = await download(`/api/order/${shipped.id}/documents`, 'yaodian01');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Buffer.from(files['企业资质/2-药品经营许可证.pdf']!).equals(scan)).toBe(true);
    const index = await pdfText(files['资料清单.pdf']!);
    expect(index).toContain('京AA0199999');

    // The number alone may be corrected; the file stays.
    const fix = await k.post(
      '/api/operator/supplier_documents/drug_licence',
      { title: '药品经营许可证', number: '京AA0199998', valid_until: '2031-06-30' },
      'yunying01',
    );
    expect(fix.status).toBe(200);
    const again = unzipSync(
      new Uint8Array((await download(`/api/order/${shipped.id}/documents`, 'yaodian01')).rawPayload),
    );
    expect(Buffer.from(again['企业资质/2-药品经营许可证.pdf']!).equals(scan)).toBe(true);
  });

  it('refuses bad input with the field’s message and writes nothing', async () => {
    const [before] = await k.rows(
      `select count(*)::int as n from audit_log where entity = 'supplier_document'`,
    );
    const url = '/api/operator/supplier_documents/gsp_certificate';
    const theirs = await upload('yaodian01', PNG, 'image/png');
    const cases: [Row, string, string][] = [
      [{ title: '', number: 'X' }, 'title', '请填写资料名称'],
      [{ title: 'GSP证书', valid_until: '2020-01-01' }, 'valid_until', '有效期已过，请上传在有效期内的资料'],
      [{ title: 'GSP证书', valid_until: '2031-02-30' }, 'valid_until', '有效期至不是有效的日期'],
      [{ title: 'GSP证书', file: theirs.key }, 'file', '资料文件无效，请重新上传'],
      [{ title: 'GSP证书', file: 'qualification/zz' }, 'file', '资料文件无效，请重新上传'],
    ];
    for (const [body, field, msg] of cases) {
      const res = await k.post(url, body, 'yunying01');
      expect([res.status, res.body.msg, res.body.errors?.[field]?.[0]]).toEqual([422, msg, msg]);
    }
    const unknown = await k.post('/api/operator/supplier_documents/passport', { title: 'x' }, 'yunying01');
    expect([unknown.status, unknown.body.msg]).toEqual([422, '资料类型不正确']);
    // Authorisation comes before validation.
    expect((await k.post(url, { title: '' }, 'kefu01')).status).toBe(403);
    const [after] = await k.rows(
      `select count(*)::int as n from audit_log where entity = 'supplier_document'`,
    );
    expect(after!.n).toBe(before!.n);
  });

  it('puts a batch’s uploaded inspection report in the pack instead of the generated one', async () => {
    const [batch] = await batchesOf(shipped.id);
    const report = Buffer.concat([PDF, Buffer.from('% inspection report')]);
    const { url } = await upload('operator01', report, 'application/pdf', 'image');
    await k.rows(`update goods_batches set quality_report_url = '${url}' where id = ${batch!.id}`);
    const files = unzipSync(
      new Uint8Array((await download(`/api/order/${shipped.id}/documents`, 'yaodian01')).rawPayload),
    );
    const name = Object.keys(files).find((n) => n.startsWith(`药检报告/${batch!.batch_no}-`));
    expect(name).toMatch(/\.pdf$/);
    expect(Buffer.from(files[name!]!).equals(report)).toBe(true);
  });
});
