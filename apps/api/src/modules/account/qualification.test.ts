import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type Kit } from '../../test/commerce-test-kit';
import { approveDocument, rejectDocument } from './qualification.service';
import { multipart, PDF, PNG } from '../../test/upload-test-helpers';

let k: Kit;
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'zhensuo01', 'operator01', 'liansuo01']);
});
afterAll(() => k?.close());

const uploadAs = async (user: string, file = PNG) => {
  const body = multipart([
    { name: 'purpose', value: 'qualification' },
    { name: 'file', value: file, filename: 'licence.png' },
  ]);
  const res = await k.call({
    method: 'POST',
    url: '/api/upload',
    payload: body.payload,
    headers: { ...body.headers, cookie: k.cookies[user]! },
  });
  expect(res.status).toBe(200);
  return res.body.data.key as string;
};
const docCount = async () => Number((await k.rows(`select count(*)::int as n from qualifications`))[0]!.n);
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const submit = (user: string, body: Record<string, unknown>) => k.post('/api/user/zizhi', body, user);

describe('GET /api/user/zizhi and /api/user/jyfw', () => {
  it('lists the company documents with status, days left and validity; the seeded ones have a picture', async () => {
    const { status, body } = await k.get('/api/user/zizhi', 'yaodian01');
    expect(status).toBe(200);
    expect(body.data.kinds).not.toContain('医疗机构执业许可证');
    expect((await k.get('/api/user/zizhi', 'zhensuo01')).body.data.kinds).not.toContain('药品经营许可证');
    const kinds = body.data.list.map((d: { kind: string }) => d.kind);
    expect(kinds).toEqual([
      '营业执照',
      '药品经营许可证',
      '医疗器械经营许可证',
      '第二类医疗器械经营备案凭证',
      '采购委托书',
    ]);
    const permit = body.data.list[1];
    expect(permit).toMatchObject({
      status: 'approved',
      status_name: '已通过',
      validity: 'valid',
      replacement: null,
    });
    const [db] = await k.rows(
      `select (q.expires_on - current_date) as left from qualifications q join members m on m.company_id = q.company_id where m.username = 'yaodian01' and q.kind = '药品经营许可证'`,
    );
    expect(Math.abs(permit.days_left - Number(db!.left))).toBeLessThanOrEqual(1);
    const picture = await k.app.inject({ url: permit.image, headers: { cookie: k.cookies.yaodian01! } });
    expect(picture.statusCode).toBe(200);
    expect(picture.body).toContain('药品经营许可证');
    // Another member, and a visitor, never see it.
    const other = await k.app.inject({ url: permit.image, headers: { cookie: k.cookies.zhensuo01! } });
    expect(other.statusCode).toBe(404);
    const staff = await k.app.inject({ url: permit.image, headers: { cookie: k.cookies.operator01! } });
    expect(staff.statusCode).toBe(200);
    const theirs = (await k.get('/api/user/zizhi', 'zhensuo01')).body.data.list;
    expect(theirs.map((d: { number: string }) => d.number)).not.toContain(permit.number);
  });

  it('warns 30 days ahead and names the expired document', async () => {
    const [doc] = await k.rows(
      `select q.id, q.expires_on::text as e from qualifications q join members m on m.company_id = q.company_id where m.username = 'liansuo01' and q.kind = '采购委托书'`,
    );
    try {
      await k.rows(`update qualifications set expires_on = current_date + 12 where id = ${doc!.id}`);
      let data = (await k.get('/api/user/zizhi', 'liansuo01')).body.data;
      const letter = data.list.find((d: { kind: string }) => d.kind === '采购委托书');
      expect(letter).toMatchObject({ validity: 'expiring', validity_name: '即将过期' });
      expect(data.warnings).toEqual([
        expect.stringMatching(/^您的采购委托书将于1[12]天后（\d{4}-\d{2}-\d{2}）过期，请尽快更新$/),
      ]);
      await k.rows(`update qualifications set expires_on = current_date - 3 where id = ${doc!.id}`);
      data = (await k.get('/api/user/zizhi', 'liansuo01')).body.data;
      expect(data.warnings[0]).toContain('采购委托书已于');
      expect(data.list.find((d: { kind: string }) => d.kind === '采购委托书').validity_name).toBe('已过期');
    } finally {
      await k.rows(`update qualifications set expires_on = '${doc!.e}' where id = ${doc!.id}`);
    }
  });

  it('yaodian01 (seeded) is warned about its 采购委托书 in the answer and at checkout', async () => {
    const data = (await k.get('/api/user/zizhi', 'yaodian01')).body.data;
    expect(data.warnings).toEqual([
      expect.stringMatching(/^您的采购委托书将于2[01]天后（\d{4}-\d{2}-\d{2}）过期，请尽快更新$/),
    ]);
    const [goods] = await k.plainGoods(1);
    const ids = await k.add('yaodian01', [{ goods_id: goods!.id, number: 1 }]);
    const preview = (await k.post('/api/cart/checkout', { ids }, 'yaodian01')).body.data;
    expect(preview.notices).toContainEqual({
      field: 'qualification',
      message: expect.stringContaining('采购委托书将于'),
    });
    expect(preview.refusals).toEqual([]);
    await k.clearCart('yaodian01');
  });

  it('jyfw answers the approved scopes and those awaiting review', async () => {
    const { body } = await k.get('/api/user/jyfw', 'zhensuo01');
    const [company] = await k.rows(
      `select c.business_scopes from companies c join members m on m.company_id = c.id where m.username = 'zhensuo01'`,
    );
    expect(body.data.approved).toEqual(company!.business_scopes);
    expect(body.data.pending).toEqual([]);
    expect((await k.get('/api/user/jyfw')).status).toBe(401);
  });
});

describe('POST /api/user/zizhi', () => {
  it('refuses bad input naming the field, and writes nothing', async () => {
    const key = await uploadAs('zhensuo01');
    const theirs = await uploadAs('yaodian01');
    const good = { kind: '营业执照', number: '92130102MA0F3K8L5Q', expires_on: future(400), image: key };
    const before = await docCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, kind: '身份证' }, 'kind'],
      [{ ...good, number: '  ' }, 'number'],
      [{ ...good, expires_on: '2026-02-30' }, 'expires_on'],
      [{ ...good, expires_on: future(-1) }, 'expires_on'],
      [{ ...good, image: 'not-a-key' }, 'image'],
      [{ ...good, image: theirs }, 'image'],
      [
        { ...good, kind: '采购委托书', agent_name: '孙明', agent_id_number: '110101199003071234' },
        'agent_id_number',
      ],
      [{ ...good, kind: '采购委托书', agent_id_number: '11010519491231002X' }, 'agent_name'],
    ];
    for (const [body, field] of cases) {
      const res = await submit('zhensuo01', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(body)).toContain(field);
    }
    expect(await docCount()).toBe(before);
  });

  it('a replacement waits for review while the approved copy stays in force and still blocks checkout when expired', async () => {
    const [goods] = await k.plainGoods(1);
    const ids = await k.add('zhensuo01', [{ goods_id: goods!.id, number: 1 }]);
    const [old] = await k.rows(
      `select q.id, q.expires_on::text as e from qualifications q join members m on m.company_id = q.company_id where m.username = 'zhensuo01' and q.kind = '医疗机构执业许可证'`,
    );
    await k.rows(`update qualifications set expires_on = current_date - 1 where id = ${old!.id}`);

    const image = await uploadAs('zhensuo01');
    const res = await submit('zhensuo01', {
      kind: '医疗机构执业许可证',
      number: 'PDY30271X13010217D2200',
      expires_on: future(1500),
      image,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'pending', replaces_id: old!.id });

    const list = (await k.get('/api/user/zizhi', 'zhensuo01')).body.data;
    const permit = list.list.find((d: { kind: string }) => d.kind === '医疗机构执业许可证');
    expect(permit).toMatchObject({ id: old!.id, status: 'approved', validity: 'expired' });
    expect(permit.replacement).toMatchObject({
      id: res.body.data.id,
      status: 'pending',
      status_name: '审核中',
    });
    expect(permit.replacement.image).toBe(`/api/upload/${image}`);
    expect(list.warnings[0]).toContain('新证照审核中');

    // The pending copy does not unblock checkout: the expired approved one is named.
    const preview = (await k.post('/api/cart/checkout', { ids }, 'zhensuo01')).body.data;
    expect(preview.can_submit).toBe(0);
    expect(preview.refusals[0].reason).toBe('您的医疗机构执业许可证已过期，请更新资质后再下单');

    // A second copy of the same kind waits for the first.
    const again = await submit('zhensuo01', {
      kind: '医疗机构执业许可证',
      number: 'X1',
      expires_on: future(100),
      image,
    });
    expect(again.status).toBe(409);

    const approved = await approveDocument(k.db, res.body.data.id);
    expect(approved).toMatchObject({ status: 'approved', replaced_id: old!.id });
    const [after] = await k.rows(`select status from qualifications where id = ${old!.id}`);
    expect(after!.status).toBe('replaced');
    const now = (await k.get('/api/user/zizhi', 'zhensuo01')).body.data;
    const current = now.list.find((d: { kind: string }) => d.kind === '医疗机构执业许可证');
    expect(current).toMatchObject({
      id: res.body.data.id,
      status: 'approved',
      validity: 'valid',
      replacement: null,
    });
    expect(now.warnings).toEqual([]);
    const unblocked = (await k.post('/api/cart/checkout', { ids }, 'zhensuo01')).body.data;
    expect(unblocked.refusals).toEqual([]);
    // Approving twice is refused.
    await expect(approveDocument(k.db, res.body.data.id)).rejects.toMatchObject({ status: 409 });
  });

  it('two replacements sent at once: one is accepted, the other told to wait', async () => {
    const [a, b] = await Promise.all([uploadAs('liansuo01'), uploadAs('liansuo01')]);
    const body = (image: string) => ({
      kind: '营业执照',
      number: '91120101MA05K3QX9D',
      expires_on: future(3000),
      image,
    });
    const results = await Promise.all([submit('liansuo01', body(a)), submit('liansuo01', body(b))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const [n] = await k.rows(
      `select count(*)::int as n from qualifications q join members m on m.company_id = q.company_id where m.username = 'liansuo01' and q.kind = '营业执照' and q.status = 'pending'`,
    );
    expect(n!.n).toBe(1);
  });

  it('a rejected replacement shows its reason and the approved copy stays; the agent ID is masked', async () => {
    const image = await uploadAs('yaodian01');
    const res = await submit('yaodian01', {
      kind: '采购委托书',
      number: 'WT20261101',
      expires_on: future(365),
      image,
      agent_name: '王建国',
      agent_id_number: '11010519491231002x',
    });
    expect(res.status).toBe(200);
    let letter = (await k.get('/api/user/zizhi', 'yaodian01')).body.data.list.find(
      (d: { kind: string }) => d.kind === '采购委托书',
    );
    expect(letter.replacement).toMatchObject({ agent_name: '王建国', agent_id_number: '1101**********002X' });
    await expect(rejectDocument(k.db, res.body.data.id, '  ')).rejects.toMatchObject({ status: 422 });
    await rejectDocument(k.db, res.body.data.id, '委托书未加盖公章');
    letter = (await k.get('/api/user/zizhi', 'yaodian01')).body.data.list.find(
      (d: { kind: string }) => d.kind === '采购委托书',
    );
    expect(letter.status).toBe('approved');
    expect(letter.replacement).toMatchObject({
      status: 'rejected',
      status_name: '已驳回',
      reject_reason: '委托书未加盖公章',
    });
    await expect(approveDocument(k.db, res.body.data.id)).rejects.toMatchObject({ status: 409 });
  });

  it('a PDF scan is marked as such so the page links to it', async () => {
    const image = await uploadAs('zhensuo01', PDF);
    const res = await submit('zhensuo01', {
      kind: '营业执照',
      number: '92130102MA0F3K8L5Q',
      expires_on: future(2000),
      image,
    });
    expect(res.status).toBe(200);
    const licence = (await k.get('/api/user/zizhi', 'zhensuo01')).body.data.list.find(
      (d: { kind: string }) => d.kind === '营业执照',
    );
    expect(licence.image_type).toBe('image');
    expect(licence.replacement).toMatchObject({ image: `/api/upload/${image}`, image_type: 'pdf' });
  });
});
