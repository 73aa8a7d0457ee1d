import { expect } from 'vitest';
import type { Kit } from '../../test/commerce-test-kit';

/**
 * What the 到货/降价通知 tests do and read, over the commerce kit the test file opens (`kit()`, since
 * it exists only from the file's beforeAll).
 */
export function subscriptionKit(kit: () => Kit) {
  const subscribe = (user: string | undefined, goodsId: number, body: Record<string, unknown>) =>
    kit().post(`/api/goods/${goodsId}/subscribe`, body, user);
  const list = async (user: string, query = '') =>
    (await kit().get(`/api/user/subscriptions${query}`, user)).body.data;
  const remove = (user: string, id: number) =>
    kit().call({
      method: 'DELETE',
      url: `/api/user/subscriptions/${id}`,
      headers: { cookie: kit().cookies[user]! },
    });

  /** The 到货/降价 messages a member has about a goods. */
  const alerts = (user: string, goodsId: number) =>
    kit().rows<{ title: string; content: string; link: string }>(
      `select m.title, m.content, m.link from messages m join members u on u.id = m.member_id
       where u.username = '${user}' and m.kind = 'goods_alert' and m.link = '/list/info/${goodsId}' order by m.id`,
    );

  async function subscriptionOf(user: string, goodsId: number, type: string) {
    const [row] = await kit().rows(
      `select s.* from goods_subscriptions s join members u on u.id = s.member_id
       where u.username = '${user}' and s.goods_id = ${goodsId} and s.type = '${type}'`,
    );
    return row;
  }

  const receive = (goodsId: number, batchNo: string, stock: number) =>
    kit().post(
      `/api/operator/goods/${goodsId}/batches`,
      { batch_no: batchNo, produced_on: '2026-09-01', expires_on: '2028-08-31', stock },
      'cangku01',
    );

  /** The console's edit form as it stands, with a new 供货价. */
  async function reprice(goodsId: number, basePrice: string) {
    const detail = (await kit().get(`/api/operator/goods/${goodsId}`, 'yunying01')).body.data;
    const res = await kit().post(
      `/api/operator/goods/${goodsId}`,
      { ...detail, base_price: basePrice },
      'yunying01',
    );
    expect(res.status, res.body.msg).toBe(200);
  }

  return { subscribe, list, remove, alerts, subscriptionOf, receive, reprice };
}
