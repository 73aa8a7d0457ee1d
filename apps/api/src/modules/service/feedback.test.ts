import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JPEG, multipart, PDF, PNG } from '../../test/upload-test-helpers';
import { createCommerceApp, type Kit, type Row } from '../../test/commerce-test-kit';

let k: Kit;
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'zhensuo01', 'kefu01', 'cangku01', 'operator01']);
});
afterAll(() => k?.close());

const send = (body: Record<string, unknown>, user = 'yaodian01') => k.post('/api/user/feedback', body, user);
const feedbackCount = async () => Number((await k.rows('select count(*) as n from feedback'))[0]!.n);
const reply = (id: number, body: Record<string, unknown>, user = 'kefu01') =>
  k.post(`/api/operator/feedback/${id}/reply`, body, user);

async function upload(user: string, file: Buffer, purpose = 'image'): Promise<{ key: string; url: string }> {
  const body = multipart([
    { name: 'purpose', value: purpose },
    { name: 'file', value: file, filename: 'photo.png' },
  ]);
  const res = await k.call({
    method: 'POST',
    url: '/api/upload',
    payload: body.payload,
    headers: { ...body.headers, cookie: k.cookies[user]! },
  });
  return res.body.data;
}

describe('POST /api/user/feedback', () => {
  it('stores the text as written, with the member’s own pictures as urls', async () => {
    const [a, b] = [await upload('yaodian01', PNG), await upload('yaodian01', JPEG)];
    const content = '<script>alert(1)</script> 订单详情页<b>打不开</b>';
    const res = await send({ type: 1, content, phone: '13912345678', images: [a.url, b.key] });
    expect(res.status).toBe(200);
    const [row] = await k.rows(`select * from feedback where id = ${res.body.data.id}`);
    expect(row).toMatchObject({ type: 1, content, phone: '13912345678', images: [a.url, b.url], reply: '' });
    const mine = (await k.get('/api/user/feedback', 'yaodian01')).body.data.list[0];
    expect(mine).toMatchObject({
      id: res.body.data.id,
      type_name: '功能建议',
      content,
      images: [a.url, b.url],
    });
    expect(mine.reply).toBe('');
    expect(mine.replied_at).toBeNull();
  });

  it('takes a form without phone or images', async () => {
    const res = await k.call({
      method: 'POST',
      url: '/api/user/feedback',
      payload: `type=4&content=${encodeURIComponent('发票能否按月合并开具？')}&phone=`,
      headers: { cookie: k.cookies.zhensuo01!, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    const [row] = await k.rows(`select phone, images, type from feedback where id = ${res.body.data.id}`);
    expect(row).toMatchObject({ phone: '', images: [], type: 4 });
  });

  it.each([
    [{ type: 1, content: '' }, 'content', '请填写反馈内容'],
    [{ type: 1, content: '   ' }, 'content', '请填写反馈内容'],
    [{ type: 1 }, 'content', '请填写反馈内容'],
    [{ type: 1, content: '字'.repeat(501) }, 'content', '反馈内容不能超过500个字'],
    [{ content: '建议' }, 'type', '请选择反馈类型'],
    [{ type: 9, content: '建议' }, 'type', '请选择反馈类型'],
    [{ type: 'x', content: '建议' }, 'type', '请选择反馈类型'],
    [{ type: 2, content: '建议', phone: '12345' }, 'phone', '手机号格式不正确，请输入11位手机号'],
    [{ type: 2, content: '建议', phone: '021-66668888' }, 'phone', '手机号格式不正确，请输入11位手机号'],
    [{ type: 2, content: '建议', images: ['http://evil.example/a.png'] }, 'images', '图片无效，请重新上传'],
  ])('refuses %j (%s: %s), writing nothing', async (body, field, message) => {
    const before = await feedbackCount();
    const res = await send(body);
    expect([res.status, res.body.msg]).toEqual([422, message]);
    expect(Object.keys(res.body.errors)[0]).toContain(field);
    expect(await feedbackCount()).toBe(before);
  });

  it('refuses more than 3 pictures, another member’s picture, a PDF, and visitors', async () => {
    const own = await Promise.all([1, 2, 3, 4].map(() => upload('yaodian01', PNG)));
    const before = await feedbackCount();
    const four = await send({ type: 2, content: '破损', images: own.map((u) => u.url) });
    expect([four.status, four.body.msg]).toEqual([422, '最多上传3张图片']);
    const foreign = await upload('zhensuo01', PNG);
    const stolen = await send({ type: 2, content: '破损', images: [own[0]!.url, foreign.url] });
    expect([stolen.status, stolen.body.msg]).toEqual([422, '图片无效，请重新上传']);
    const pdf = await upload('yaodian01', PDF);
    expect((await send({ type: 2, content: '破损', images: [pdf.url] })).body.msg).toBe(
      '反馈图片仅支持 JPG、PNG 格式',
    );
    expect(await feedbackCount()).toBe(before);
    const visitor = await k.post('/api/user/feedback', { type: 1, content: '建议' });
    expect([visitor.status, visitor.body.code]).toEqual([401, 10001]);
    expect((await k.get('/api/user/feedback')).body.code).toBe(10001);
  });

  it('lists only the member’s own feedback, newest first, with the seeded replies', async () => {
    const { data } = (await k.get('/api/user/feedback', 'yaodian01')).body;
    const times = data.list.map((f: Row) => f.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(data.list.some((f: Row) => f.content.includes('发票能否按月合并'))).toBe(false);
    expect(data.list.some((f: Row) => f.reply !== '' && f.replied_at)).toBe(true);
    expect((await k.get('/api/user/feedback?page=abc', 'yaodian01')).status).toBe(422);
  });
});

describe('staff replies', () => {
  it('is for staff with feedback.reply only', async () => {
    const url = '/api/operator/feedback';
    expect((await k.get(url)).body.code).toBe(10001);
    expect((await k.get(url, 'yaodian01')).status).toBe(403);
    expect((await k.get(url, 'cangku01')).status).toBe(403);
    const [f] = await k.rows(`select id from feedback where replied_at is null order by id limit 1`);
    expect((await reply(f!.id, { reply: '好的' }, 'yaodian01')).status).toBe(403);
    expect((await reply(f!.id, { reply: '好的' }, 'cangku01')).status).toBe(403);
    expect((await k.post(`/api/operator/feedback/${f!.id}/reply`, { reply: '好的' })).body.code).toBe(10001);
    expect((await k.rows(`select reply from feedback where id = ${f!.id}`))[0]!.reply).toBe('');
  });

  it('lists feedback by reply state with the member, unreplied first', async () => {
    const all = (await k.get('/api/operator/feedback', 'kefu01')).body.data;
    const firstReplied = all.list.findIndex((f: Row) => f.replied_at !== null);
    expect(all.list.slice(firstReplied).every((f: Row) => f.replied_at !== null)).toBe(true);
    expect(all.unreplied).toBe(firstReplied);
    const open = (await k.get('/api/operator/feedback?replied=0', 'kefu01')).body.data;
    expect(open.list.every((f: Row) => f.reply === '' && f.replied_by === '')).toBe(true);
    expect(open.total).toBe(all.unreplied);
    const done = (await k.get('/api/operator/feedback?replied=1', 'kefu01')).body.data;
    expect(done.list.every((f: Row) => f.reply !== '' && f.replied_by !== '')).toBe(true);
    const found = (await k.get(`/api/operator/feedback?keyword=${encodeURIComponent('按月合并')}`, 'kefu01'))
      .body.data;
    expect(found.list.map((f: Row) => f.member.username)).toEqual(['zhensuo01']);
    expect((await k.get('/api/operator/feedback?replied=2', 'kefu01')).body.msg).toBe('回复状态不正确');
  });

  it('replies once, audited, and tells the member', async () => {
    const id = (await send({ type: 3, content: '配送员能否提前电话联系？' })).body.data.id;
    for (const [body, message] of [
      [{}, '请填写回复内容'],
      [{ reply: '  ' }, '请填写回复内容'],
      [{ reply: '答'.repeat(501) }, '回复内容不能超过500个字'],
    ] as const) {
      const res = await reply(id, body);
      expect([res.status, res.body.msg]).toEqual([422, message]);
    }
    const text = '您好，已通知配送站，送货前30分钟会电话联系您。';
    const res = await reply(id, { reply: text });
    expect(res.status).toBe(200);
    const message = (await k.get('/api/message/list', 'yaodian01')).body.data.list[0];
    expect(message).toMatchObject({
      kind: 'feedback',
      title: '您的意见反馈有了回复',
      link: '/yjfk',
      is_read: 0,
    });
    expect(message.content).toContain(text);
    expect(message.content).toContain('物流配送');
    const mine = (await k.get('/api/user/feedback', 'yaodian01')).body.data.list.find(
      (f: Row) => f.id === id,
    );
    expect(mine).toMatchObject({ reply: text, replied_at: res.body.data.replied_at });

    const twice = await reply(id, { reply: '再次回复' }, 'operator01');
    expect([twice.status, twice.body.msg]).toEqual([409, '该反馈已回复，请刷新后查看']);
    const audit = await k.rows(
      `select staff_name, action, after from audit_log where entity = 'feedback' and entity_id = '${id}'`,
    );
    expect(audit).toEqual([
      { staff_name: 'kefu01', action: 'feedback.reply', after: expect.objectContaining({ reply: text }) },
    ]);
    expect((await reply(99999999, { reply: '好' })).status).toBe(404);
  });
});
