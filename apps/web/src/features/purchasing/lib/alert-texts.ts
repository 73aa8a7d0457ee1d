import type { SubscriptionType } from '@yaocai/domain';
import type { App } from 'antd';

/** What the buyer reads once a subscription is saved. */
export const SUBSCRIBED_TEXT: Record<SubscriptionType, string> = {
  arrival: '已订阅到货通知，商品到货后将通过“我的消息”通知您',
  price: '已订阅降价通知，价格降到条件以内时将通过“我的消息”通知您',
};

type MessageApi = ReturnType<typeof App.useApp>['message'];

export function alertSubscribed(message: MessageApi, type: SubscriptionType) {
  void message.success({ content: SUBSCRIBED_TEXT[type], key: 'goods-alert' });
}
