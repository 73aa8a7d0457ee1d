import { paymentConfigFrom } from '../providers/payment/index';
import { createCommerceApp, type Kit } from './commerce-test-kit';
import { startFakePayGateways, type FakePayGateways } from './fake-pay/fake-server';

export const PUBLIC_URL = 'https://shop.example.cn';

/** The commerce app configured for Alipay and WeChat Pay at a fake gateway speaking their protocols. */
export async function createOnlinePayApp(extraEnv: Record<string, string> = {}) {
  const fake: FakePayGateways = await startFakePayGateways();
  // Tests post the notices themselves (with app.inject): the fake does not reach our server.
  fake.alipay.sendNotices = false;
  fake.wechat.sendNotices = false;
  const payments = paymentConfigFrom({ ...fake.env(PUBLIC_URL), ...extraEnv }, 0);
  const k: Kit = await createCommerceApp(['yaodian01', 'zhensuo01', 'operator01'], { payments });
  return { k, fake };
}

export const postAlipayNotice = (k: Kit, body: string) =>
  k.app.inject({
    method: 'POST',
    url: '/api/pay/notify/alipay',
    payload: body,
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
  });

export const postWechatNotice = (k: Kit, notice: { body: string; headers: Record<string, string> }) =>
  k.app.inject({
    method: 'POST',
    url: '/api/pay/notify/wechat',
    payload: notice.body,
    headers: notice.headers,
  });

/** An unpaid order of the buyer (two units of one plain goods). */
export async function unpaidOrder(k: Kit, goodsId: number, user = 'yaodian01') {
  await k.clearCart(user);
  const ids = await k.add(user, [{ goods_id: goodsId, number: 2 }]);
  const created = await k.order(user, ids);
  return created.body.data.order_id as number;
}
