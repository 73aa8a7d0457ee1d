import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type Kit } from '../../test/commerce-test-kit';

let k: Kit;
let daishen: number;

beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'daishen01', 'yunying01', 'kefu01', 'operator01']);
  daishen = await k.memberId('daishen01');
});
afterAll(() => k.close());

const plainGoodsId = async () => (await k.plainGoods(1))[0].id;

describe('member reviews', () => {
  it('list daishen01 among the pending reviews with its documents counted', async () => {
    const res = await k.get('/api/operator/reviews?status=pending', 'yunying01');
    expect(res.status).toBe(200);
    const row = res.body.data.list.find((r: { username: string }) => r.username === 'daishen01');
    expect(row).toMatchObject({
      id: daishen,
      company: '百草堂药店(待审)',
      company_type: '单体药店',
      status: 'pending',
    });
    expect(row.pending_count).toBe(3);
    expect(res.body.data.list.some((r: { username: string }) => r.username === 'yaodian01')).toBe(false);
    const approved = await k.get('/api/operator/reviews?status=approved&keyword=yaodian', 'yunying01');
    expect(approved.body.data.list.map((r: { username: string }) => r.username)).toEqual(['yaodian01']);
  });

  it('show the documents with their pictures and the scopes asked for', async () => {
    const res = await k.get(`/api/operator/reviews/${daishen}`, 'yunying01');
    expect(res.status).toBe(200);
    const detail = res.body.data;
    expect(detail.documents.map((d: { kind: string }) => d.kind)).toEqual([
      '营业执照',
      '药品经营许可证',
      '采购委托书',
    ]);
    expect(detail.documents[0].image).toMatch(/^\/api\/user\/zizhi\/\d+\/picture\.svg$/);
    expect(detail.requested_scopes).toEqual(expect.arrayContaining(['化学药制剂', '中成药']));
    expect(detail.all_scopes).toContain('第二类医疗器械');
    const picture = await k.app.inject({
      method: 'GET',
      url: detail.documents[0].image,
      headers: { cookie: k.cookies.yunying01 },
    });
    expect(picture.statusCode).toBe(200);
  });

  it('refuse unknown members, bad scopes and empty reasons, changing nothing', async () => {
    expect((await k.get('/api/operator/reviews/999999', 'yunying01')).status).toBe(404);
    const bad = await k.post(
      `/api/operator/reviews/${daishen}/approve`,
      { scopes: ['化学药制剂', '炼丹'] },
      'yunying01',
    );
    expect([bad.status, bad.body.msg]).toEqual([422, '经营范围“炼丹”不存在']);
    const empty = await k.post(`/api/operator/reviews/${daishen}/reject`, { reason: '  ' }, 'yunying01');
    expect([empty.status, empty.body.msg]).toEqual([422, '请填写驳回原因']);
    const [member] = await k.rows(`select is_passed from members where id = ${daishen}`);
    expect(member.is_passed).toBe(0);
  });

  it('approval lets daishen01 see prices on its next request, with the scopes the reviewer chose', async () => {
    const goodsId = await plainGoodsId();
    const before = await k.get(`/api/goods/detail/${goodsId}`, 'daishen01');
    expect(before.body.data.price_tip).toBe('资质审核通过后可见');

    const res = await k.post(
      `/api/operator/reviews/${daishen}/approve`,
      { scopes: ['化学药制剂', '中成药', '中药饮片'] },
      'yunying01',
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: daishen, status: 'approved', is_passed: 1, documents: 3 });

    const after = await k.get(`/api/goods/detail/${goodsId}`, 'daishen01');
    expect(after.body.data.base_price).not.toBeNull();
    const [company] = await k.rows(
      `select c.business_scopes from companies c join members m on m.company_id = c.id where m.id = ${daishen}`,
    );
    expect(company.business_scopes).toEqual(['中成药', '中药饮片', '化学药制剂']);
    const docs = await k.rows(
      `select status from qualifications q join members m on m.company_id = q.company_id where m.id = ${daishen}`,
    );
    expect(docs.every((d) => d.status === 'approved')).toBe(true);

    const again = await k.post(`/api/operator/reviews/${daishen}/approve`, {}, 'yunying01');
    expect([again.status, again.body.msg]).toEqual([409, '该会员没有待审核的资质']);
  });

  it('keeps who approved, before and after in the audit log, readable by the administrator only', async () => {
    const res = await k.get(`/api/operator/audit?keyword=${daishen}`, 'operator01');
    expect(res.status).toBe(200);
    const entry = res.body.data.list.find((e: { action: string }) => e.action === 'review.approve');
    expect(entry).toMatchObject({
      staff: 'yunying01',
      action_name: '审核会员资质',
      entity: 'member',
      entity_id: String(daishen),
    });
    expect(entry.before).toMatchObject({ is_passed: 0, business_scopes: [] });
    expect(entry.after).toMatchObject({
      is_passed: 1,
      business_scopes: ['中成药', '中药饮片', '化学药制剂'],
    });
    expect((await k.get('/api/operator/audit', 'yunying01')).status).toBe(403);
  });

  it('rejection refuses a replacement document with the reason; the approved member keeps buying', async () => {
    const [company] = await k.rows(`select company_id from members where id = ${daishen}`);
    await k.rows(
      `insert into qualifications (company_id, kind, number, expires_on, status, scopes)
       values (${company.company_id}, '采购委托书', 'WT20990101', current_date + 300, 'pending', '{}')`,
    );
    const res = await k.post(
      `/api/operator/reviews/${daishen}/reject`,
      { reason: '委托书未加盖公章' },
      'yunying01',
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'rejected', is_passed: 1, documents: 1 });
    const [doc] = await k.rows(
      `select status, reject_reason from qualifications where number = 'WT20990101'`,
    );
    expect(doc).toEqual({ status: 'rejected', reject_reason: '委托书未加盖公章' });
    const detail = await k.get(`/api/operator/reviews/${daishen}`, 'yunying01');
    expect(detail.body.data).toMatchObject({ status: 'approved', review_note: '委托书未加盖公章' });
  });

  it('two reviewers approving at once approve once', async () => {
    const [company] = await k.rows(`select company_id from members where id = ${daishen}`);
    await k.rows(
      `insert into qualifications (company_id, kind, number, expires_on, status, scopes)
       values (${company.company_id}, '采购委托书', 'WT20990202', current_date + 300, 'pending', '{}')`,
    );
    const answers = await Promise.all([
      k.post(`/api/operator/reviews/${daishen}/approve`, {}, 'yunying01'),
      k.post(`/api/operator/reviews/${daishen}/approve`, {}, 'operator01'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const entries = await k.rows(
      `select count(*)::int as n from audit_log where entity = 'member' and entity_id = '${daishen}' and action = 'review.approve' and summary like '审核通过%'`,
    );
    expect(entries[0].n).toBe(2);
  });
});
