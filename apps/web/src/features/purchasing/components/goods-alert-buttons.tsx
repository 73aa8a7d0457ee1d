import { BellFilled, BellOutlined, FallOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Tooltip } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { isLoggedIn, useProfile } from '../../account/api/profile';
import type { GoodsDetail } from '../../catalog/api/types';
import { sellingPrice } from '../../catalog/lib/price';
import { useCancelSubscription, useGoodsSubscriptions, useSubscribeGoods } from '../api/subscriptions';
import { alertSubscribed } from '../lib/alert-texts';
import { PriceAlertModal } from './price-alert-modal';

type AlertGoods = Pick<GoodsDetail, 'id' | 'name' | 'bzdw' | 'number' | 'base_price' | 'discount_price'>;

/**
 * 到货通知 (goods out of stock) and 降价通知 (goods whose price the member sees) next to 加入购物车.
 * A visitor is sent to log in; a subscribed member sees it as such and may cancel it.
 */
export function GoodsAlertButtons({ goods }: { goods: AlertGoods }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { data: profile } = useProfile({ load: false });
  const loggedIn = isLoggedIn(profile);
  const mine = useGoodsSubscriptions(goods.id, loggedIn);
  const subscribe = useSubscribeGoods();
  const cancel = useCancelSubscription();
  const [pricing, setPricing] = useState(false);
  const outOfStock = goods.number <= 0;
  const price = sellingPrice(goods);
  const arrival = mine.arrival?.status === 'active' ? mine.arrival : null;
  const drop = mine.price?.status === 'active' ? mine.price : null;

  const needLogin = () => {
    if (loggedIn) return false;
    navigate(paths.loginWithRedirect(window.location.pathname + window.location.search));
    return true;
  };

  const subscribeArrival = async () => {
    if (needLogin()) return;
    try {
      await subscribe.mutateAsync({ goodsId: goods.id, input: { type: 'arrival' } });
      alertSubscribed(message, 'arrival');
    } catch {
      // http.ts has shown the refusal.
    }
  };

  const cancelArrival = async () => {
    if (!arrival) return;
    await cancel.mutateAsync(arrival.id);
    void message.success({ content: '已取消到货通知', key: 'goods-alert' });
  };

  return (
    <div className="goods-alerts" data-testid="goods-alerts">
      {outOfStock &&
        (arrival ? (
          <Popconfirm
            title="取消到货通知？"
            description="取消后商品到货时将不再通知您"
            okText="取消通知"
            cancelText="保留"
            onConfirm={cancelArrival}
          >
            <Button
              size="large"
              icon={<BellFilled />}
              className="goods-alerts__on"
              data-testid="arrival-alert"
            >
              已订阅到货通知
            </Button>
          </Popconfirm>
        ) : (
          <Tooltip title="商品到货后通过“我的消息”通知您">
            <Button
              size="large"
              icon={<BellOutlined />}
              loading={subscribe.isPending}
              onClick={() => void subscribeArrival()}
              data-testid="arrival-alert"
            >
              到货通知
            </Button>
          </Tooltip>
        ))}
      {(price !== null || !loggedIn) && (
        <Button
          size="large"
          icon={<FallOutlined />}
          className={drop ? 'goods-alerts__on' : undefined}
          onClick={() => !needLogin() && setPricing(true)}
          data-testid="price-alert"
        >
          {drop ? `已订阅降价通知${drop.target_price ? `（低于¥${drop.target_price}）` : ''}` : '降价通知'}
        </Button>
      )}
      {price !== null && pricing && (
        <PriceAlertModal
          open
          onClose={() => setPricing(false)}
          goods={{ id: goods.id, name: goods.name, unit: goods.bzdw }}
          price={price}
          current={drop}
        />
      )}
    </div>
  );
}
