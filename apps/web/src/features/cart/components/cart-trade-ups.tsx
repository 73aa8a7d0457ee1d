import { useState } from 'react';
import { Button, Modal } from 'antd';
import { MedicineBoxOutlined, SwapOutlined } from '@ant-design/icons';
import { TRADE_UP_LINE_TYPE } from '@yaocai/domain';
import { useAddToCart } from '../hooks/use-add-to-cart';
import type { CartStore } from '../api/types';

type TradeUp = CartStore['trade_ups'][number];

/** The picker of one activity: each goods at its special price, added as a trade-up line (type 6). */
function TradeUpPicker({ activity, onClose }: { activity: TradeUp; onClose: () => void }) {
  const { add, pending } = useAddToCart();
  return (
    <Modal
      open
      title={`${activity.name}：${activity.hint}`}
      footer={null}
      width={640}
      onCancel={onClose}
      data-testid="trade-up-picker"
    >
      <div className="trade-up-list">
        {activity.goods.map((g) => {
          const full = g.in_cart >= g.limit_per_order;
          return (
            <div className="trade-up-goods" key={g.id} data-testid="trade-up-goods">
              <span className="trade-up-goods__img">
                {g.image ? <img src={g.image} alt="" loading="lazy" /> : <MedicineBoxOutlined />}
              </span>
              <div className="trade-up-goods__info">
                <b>{g.name}</b> <span className="cart-row__muted">{g.spec}</span>
                <div>
                  换购价 <b className="cart-row__price">¥{g.price}</b>{' '}
                  <del className="cart-row__muted">¥{g.base_price}</del>
                  <span className="cart-row__muted">
                    {' '}
                    每单限换{g.limit_per_order}
                    {g.unit}
                    {g.in_cart > 0 && `，已换购${g.in_cart}${g.unit}`}
                  </span>
                </div>
              </div>
              <Button
                type="primary"
                danger
                disabled={activity.reached !== 1 || full}
                loading={pending}
                onClick={async () => {
                  const added = await add(g.goods_id, 1, {
                    type: TRADE_UP_LINE_TYPE,
                    ckId: g.id,
                    price: g.price,
                  });
                  if (added) onClose();
                }}
                data-testid="trade-up-add"
              >
                {full ? '已达上限' : '换购'}
              </Button>
            </div>
          );
        })}
      </div>
    </Modal>
  );
}

/** 换购 banners: 「已满X元，可换购」 (or how much is missing) with the picker of the activity's goods. */
export function CartTradeUps({ store }: { store: CartStore }) {
  const [open, setOpen] = useState<number | null>(null);
  const chosen = store.trade_ups.find((a) => a.id === open);
  if (store.trade_ups.length === 0) return null;
  return (
    <div className="cart-promos">
      {store.trade_ups.map((activity) => (
        <div className="cart-promo" key={activity.id} data-testid="cart-trade-up">
          <span className="cart-promo__label cart-promo__label--trade-up">
            <SwapOutlined /> 换购
          </span>
          <b className="cart-promo__name">{activity.name}</b>
          <span className="cart-promo__text" data-testid="cart-trade-up-hint">
            {activity.hint}
          </span>
          <Button
            size="small"
            type={activity.reached === 1 ? 'primary' : 'default'}
            danger={activity.reached === 1}
            className="cart-promo__more"
            onClick={() => setOpen(activity.id)}
            data-testid="cart-trade-up-open"
          >
            {activity.reached === 1 ? '去换购' : '查看换购商品'}
          </Button>
        </div>
      ))}
      {chosen && <TradeUpPicker activity={chosen} onClose={() => setOpen(null)} />}
    </div>
  );
}
