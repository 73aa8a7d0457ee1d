import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, PDF, PNG } from '../../test/upload-test-helpers';
import { createCommerceApp, type Kit } from '../../test/commerce-test-kit';

let k: Kit;
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'zhensuo01', 'kefu01', 'cangku01', 'operator01']);
});
afterAll(() => k?.close());

const conversation = async (user: string, query = '') =>
  (await k.get(`/api/chat/conversation${query}`, user)).body;
const inbox = async (user = 'kefu01', query = '') =>
  (await k.get(`/api/operator/chat/conversations${query}`, user)).body;

describe('customer-service chat, member side', () => {
  it('a visitor is asked to log in; a member without chat is sent to QQ', async () => {
    expect((await k.get('/api/chat/conversation')).body.code).toBe(10001);
    expect((await k.post('/api/chat/send', { body: '在吗' })).body.code).toBe(10001);
    await k.rows(`update members set is_can_chat = 0 where username = 'zhensuo01'`);
    const refused = await k.post('/api/chat/send', { body: '在吗' }, 'zhensuo01');
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toContain('QQ');
    await k.rows(`update members set is_can_chat = 1 where username = 'zhensuo01'`);
  });

  it('bad messages get the field’s message and write nothing', async () => {
    const before = await k.rows(`select count(*)::int n from chat_messages`);
    for (const [payload, field, msg] of [
      [{ body: '   ' }, 'body', '请输入消息内容'],
      [{ body: '字'.repeat(1001) }, 'body', '消息不能超过1000字'],
      [{ body: 'x', kind: 'video' }, 'kind', '消息类型不正确'],
      [{ body: 'x', goods_id: 'abc' }, 'goods_id', '商品编号不正确'],
      [{ body: 'x', goods_id: 99999999 }, 'goods_id', '商品不存在'],
      [{ body: 'x', context_url: 'https://evil.example/' }, 'context_url', '页面地址不正确'],
      [{ body: 'https://evil.example/a.png', kind: 'image' }, 'body', '图片不存在，请重新上传'],
    ] as const) {
      const res = await k.post('/api/chat/send', payload, 'yaodian01');
      expect(res.status, JSON.stringify(payload)).toBe(422);
      expect(res.body.msg).toBe(msg);
      expect(res.body.errors?.[field] ?? res.body.msg).toBeTruthy();
    }
    expect(await k.rows(`select count(*)::int n from chat_messages`)).toEqual(before);
  });

  it('the first message opens a conversation with the page and goods as context; history comes back', async () => {
    const [goods] = await k.plainGoods(1);
    const sent = await k.post(
      '/api/chat/send',
      { body: '这个品种有近效期的吗？', context_url: `/detail/${goods!.id}`, goods_id: goods!.id },
      'yaodian01',
    );
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({
      sender: 'member',
      kind: 'text',
      body: '这个品种有近效期的吗？',
      context_url: `/detail/${goods!.id}`,
      goods: { id: goods!.id },
    });
    const second = await k.post('/api/chat/send', { body: '需要50盒' }, 'yaodian01');
    expect(second.body.data.conversation_id).toBe(sent.body.data.conversation_id);

    const data = (await conversation('yaodian01')).data;
    expect(data.conversation).toMatchObject({ status: 'open', staff_name: '' });
    expect(data.messages.map((m: { body: string }) => m.body).slice(-2)).toEqual([
      '这个品种有近效期的吗？',
      '需要50盒',
    ]);
    expect(data.unread).toBe(0);
    // Another member sees nothing of it.
    expect((await conversation('zhensuo01')).data).toMatchObject({ conversation: null, messages: [] });
  });

  it('parallel first messages of one member make one open conversation', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => k.post('/api/chat/send', { body: `并发${i}` }, 'zhensuo01')),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const ids = new Set(results.map((r) => r.body.data.conversation_id));
    expect(ids.size).toBe(1);
    const open = await k.rows(
      `select count(*)::int n from chat_conversations c join members m on m.id = c.member_id
        where m.username = 'zhensuo01' and c.status = 'open'`,
    );
    expect(open[0]!.n).toBe(1);
  });
});

describe('customer-service chat, staff side', () => {
  it('only staff with the chat permission reach the inbox, before validation', async () => {
    expect((await k.get('/api/operator/chat/conversations')).body.code).toBe(10001);
    expect((await k.get('/api/operator/chat/conversations?page=x', 'yaodian01')).status).toBe(403);
    expect((await k.get('/api/operator/chat/conversations?page=x', 'cangku01')).status).toBe(403);
    expect((await k.get('/api/operator/chat/conversations?page=x', 'kefu01')).status).toBe(422);
  });

  it('the inbox lists the conversation unread; the detail shows the member and its orders', async () => {
    const list = (await inbox()).data;
    const row = list.list.find((c: { username: string }) => c.username === 'yaodian01');
    expect(row).toMatchObject({ status: 'open', status_name: '进行中', unread: 2, last_message: '需要50盒' });
    expect(list.waiting).toBeGreaterThanOrEqual(2);
    const dashboard = (await k.get('/api/operator/dashboard', 'kefu01')).body.data;
    expect(dashboard.waiting.chats).toBe(list.waiting);
    const detail = (await k.get(`/api/operator/chat/conversations/${row.id}`, 'kefu01')).body.data;
    expect(detail.member).toMatchObject({ username: 'yaodian01' });
    expect(detail.recent_orders.length).toBeGreaterThan(0);
    expect(detail.messages.at(-1).body).toBe('需要50盒');
    expect(detail.messages.at(-2).goods.name).toBeTruthy();
    const missing = await k.get('/api/operator/chat/conversations/999999', 'kefu01');
    expect([missing.status, missing.body.msg]).toEqual([404, '会话不存在']);
  });

  it('names the goods of a message written on its goods page, and counts the buyer’s orders as the buyer does', async () => {
    const [goods] = await k.plainGoods(1, { skip: 3 });
    const [row] = await k.rows(`select name from goods where id = ${goods!.id}`);
    // Sent from the goods page without the goods id (as older storefronts did): the page names it.
    const sent = await k.post(
      '/api/chat/send',
      { body: '这个有货吗', context_url: `/list/info/${goods!.id}?from=search` },
      'yaodian01',
    );
    expect(sent.body.data.goods).toBeNull();
    const id = (await inbox()).data.list.find((c: { username: string }) => c.username === 'yaodian01').id;
    const detail = (await k.get(`/api/operator/chat/conversations/${id}`, 'kefu01')).body.data;
    expect(detail.messages.at(-1)).toMatchObject({
      body: '这个有货吗',
      goods: { id: goods!.id, name: row!.name },
    });
    // A page that is no goods page stays a page.
    await k.post('/api/chat/send', { body: '购物车里的呢', context_url: '/cart' }, 'yaodian01');
    const again = (await k.get(`/api/operator/chat/conversations/${id}`, 'kefu01')).body.data;
    expect(again.messages.at(-1)).toMatchObject({ context_url: '/cart', goods: null });
    // The buyer's 全部订单 counts every order, cancelled ones too; the inbox says the same number.
    const mine = (await k.get('/api/order/list', 'yaodian01')).body.data;
    expect(mine.counts.all).toBeGreaterThan(0);
    expect(again.member.order_count).toBe(mine.counts.all);
  });

  it('a reply assigns the conversation, reaches the member unread, and reading clears both sides', async () => {
    const row = (await inbox()).data.list.find((c: { username: string }) => c.username === 'yaodian01');
    const reply = await k.post(
      `/api/operator/chat/conversations/${row.id}/messages`,
      { body: '您好，有的，效期到明年6月，已为您备货。' },
      'kefu01',
    );
    expect(reply.body.data).toMatchObject({ sender: 'staff', staff_name: expect.any(String) });
    const member = (await conversation('yaodian01')).data;
    expect(member.unread).toBe(1);
    expect(member.conversation.staff_name).toBe(reply.body.data.staff_name);
    // Reading "up to" an id that does not exist yet leaves later replies unread.
    const read = await k.post('/api/chat/read', { last_id: 2_000_000_000 }, 'yaodian01');
    expect(read.body.data.unread).toBe(0);
    const later = await k.post(
      `/api/operator/chat/conversations/${row.id}/messages`,
      { body: '请问需要开票吗？' },
      'kefu01',
    );
    expect((await conversation('yaodian01')).data.unread).toBe(1);
    await k.post('/api/chat/read', { last_id: later.body.data.id }, 'yaodian01');

    const after = (await inbox()).data.list.find((c: { id: number }) => c.id === row.id);
    expect(after).toMatchObject({ unread: 0, staff_name: reply.body.data.staff_name });
    expect((await inbox('kefu01', '?mine=1')).data.list.map((c: { id: number }) => c.id)).toContain(row.id);
  });

  it('assigning to someone without the chat permission is refused; closing ends replies', async () => {
    const row = (await inbox()).data.list.find((c: { username: string }) => c.username === 'yaodian01');
    const cangku = await k.memberId('cangku01');
    const refused = await k.post(
      `/api/operator/chat/conversations/${row.id}/assign`,
      { staff_id: cangku },
      'kefu01',
    );
    expect(refused.status).toBe(422);
    expect(refused.body.msg).toBe('该员工不能接待在线客服');
    const operator = await k.memberId('operator01');
    const moved = await k.post(
      `/api/operator/chat/conversations/${row.id}/assign`,
      { staff_id: operator },
      'kefu01',
    );
    expect(moved.body.data.staff_id).toBe(operator);

    const closed = await k.post(`/api/operator/chat/conversations/${row.id}/close`, {}, 'kefu01');
    expect(closed.body.data).toMatchObject({ status: 'closed', status_name: '已结束' });
    const late = await k.post(
      `/api/operator/chat/conversations/${row.id}/messages`,
      { body: '还在吗' },
      'kefu01',
    );
    expect(late.status).toBe(422);
    expect((await k.post(`/api/operator/chat/conversations/${row.id}/close`, {}, 'kefu01')).status).toBe(422);
    const audit = await k.rows(
      `select summary from audit_log where entity = 'chat_conversation' and entity_id = '${row.id}' order by id`,
    );
    expect(audit.map((a) => a.summary)).toEqual([expect.stringContaining('会话转给'), '结束会话']);

    // The member's next message opens a new conversation; its history keeps the old one.
    const next = await k.post('/api/chat/send', { body: '再咨询一下' }, 'yaodian01');
    expect(next.body.data.conversation_id).not.toBe(row.id);
    const member = (await conversation('yaodian01')).data;
    expect(member.conversation.status).toBe('open');
    expect(member.messages.map((m: { body: string }) => m.body)).toContain('需要50盒');
  });

  it('history pages go back with `before`', async () => {
    for (let i = 0; i < 32; i++) await k.post('/api/chat/send', { body: `第${i}条` }, 'zhensuo01');
    const first = (await conversation('zhensuo01')).data;
    expect(first.messages).toHaveLength(30);
    expect(first.has_more).toBe(true);
    const older = (await conversation('zhensuo01', `?before=${first.messages[0].id}`)).data;
    expect(older.messages.at(-1).id).toBeLessThan(first.messages[0].id);
    expect((await conversation('zhensuo01', '?before=abc')).code).toBe(422);
  });
});

describe('pictures', () => {
  async function upload(user: string, file: Buffer) {
    const body = multipart([
      { name: 'purpose', value: 'image' },
      { name: 'file', value: file, filename: 'photo.png' },
    ]);
    const res = await k.call({
      method: 'POST',
      url: '/api/upload',
      payload: body.payload,
      headers: { ...body.headers, cookie: k.cookies[user]! },
    });
    return res.body.data as { url: string };
  }

  it('a member and a staff member send pictures they uploaded, by the url the upload gave', async () => {
    const mine = await upload('zhensuo01', PNG);
    const sent = await k.post('/api/chat/send', { kind: 'image', body: mine.url }, 'zhensuo01');
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ kind: 'image', body: mine.url });

    const staffPicture = await upload('kefu01', PNG);
    const reply = await k.post(
      `/api/operator/chat/conversations/${sent.body.data.conversation_id}/messages`,
      { kind: 'image', body: staffPicture.url },
      'kefu01',
    );
    expect(reply.body.data).toMatchObject({ sender: 'staff', kind: 'image', body: staffPicture.url });
    const row = (await inbox()).data.list.find(
      (c: { id: number }) => c.id === sent.body.data.conversation_id,
    );
    expect(row.last_message).toBe('[图片]');

    // Someone else's picture, or a PDF, is not sent.
    const others = await upload('yaodian01', PNG);
    const refused = await k.post('/api/chat/send', { kind: 'image', body: others.url }, 'zhensuo01');
    expect(refused.body.msg).toBe('图片不存在，请重新上传');
    const pdf = await upload('zhensuo01', PDF);
    expect((await k.post('/api/chat/send', { kind: 'image', body: pdf.url }, 'zhensuo01')).body.msg).toBe(
      '只能发送JPG或PNG图片',
    );
  });
});
