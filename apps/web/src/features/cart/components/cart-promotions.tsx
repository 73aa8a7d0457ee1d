import { Link } from 'react-router';
import { Progress } from 'antd';
import { CarOutlined, TagOutlined } from '@ant-design/icons';
import { paths } from '../../../app/paths';
import type { CartStore } from '../api/types';
import { freeShippingText, manjianProgress, orderedTiers, trim } from '../lib/cart-hints';

/** 满减 progress per activity (tiers with status, reached first) and the free-shipping hint. */
export function CartPromotions({ store }: { store: CartStore }) {
  const shipping = freeShippingText(store);
  const activities = store.activity_data.activities;
  if (activities.length === 0 && !shipping) return null;
  return (
    <div className="cart-promos">
      {activities.map((activity) => {
        const progress = manjianProgress(activity);
        return (
          <div className="cart-promo" key={activity.id} data-testid="cart-manjian">
            <span className="cart-promo__label">
              <TagOutlined /> 满减
            </span>
            <b className="cart-promo__name">{activity.name}</b>
            <span className="cart-promo__tiers">
              {orderedTiers(activity.tiers).map((tier) => (
                <span
                  key={tier.amount}
                  className={tier.status === 1 ? 'cart-tier is-reached' : 'cart-tier'}
                  data-testid="cart-manjian-tier"
                  data-status={tier.status}
                >
                  满{trim(tier.amount)}减{trim(tier.reduction)}
                  {tier.status === 1 && ' ✓'}
                </span>
              ))}
            </span>
            <Progress
              className="cart-promo__bar"
              percent={progress.percent}
              size="small"
              showInfo={false}
              strokeColor="#e4393c"
            />
            <span className="cart-promo__text" data-testid="cart-manjian-text">
              已选活动商品 ¥{activity.eligible_amount}，{progress.text}
            </span>
          </div>
        );
      })}
      {shipping && (
        <div className="cart-promo" data-testid="cart-free-shipping">
          <span className="cart-promo__label cart-promo__label--ship">
            <CarOutlined /> 运费
          </span>
          <span className="cart-promo__text">{shipping}</span>
          {shipping.startsWith('还差') && (
            <Link to={paths.freeShipping} className="cart-promo__more">
              去包邮专区凑单 &gt;
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
