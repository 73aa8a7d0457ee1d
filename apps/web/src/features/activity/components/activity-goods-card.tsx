import { GoodsCard } from '../../../components/goods-card';
import { AddToCartButton } from '../../cart/components/add-to-cart-button';
import { QuickAddButton } from '../../cart/components/quick-add-button';
import { FavoriteToggle } from '../../catalog/components/favorite-toggle';
import type { ActivityGoods } from '../api/types';

/** Why a flash-sale goods cannot be bought now, or null. */
export function activityRefusal(goods: ActivityGoods): string | null {
  if (goods.number <= 0) return '已抢光';
  if (goods.is_buy !== 1) return goods.buy_tip || '暂不可购买';
  return null;
}

/**
 * A goods of an activity zone. A 秒杀 or 每日特价 goods shows its activity price and is bought at it
 * (a type 1 cart line for its offer); any other goods shows its price of the moment (全场折扣
 * included) and goes in the cart by the middle pack.
 */
export function ActivityGoodsCard({ goods }: { goods: ActivityGoods }) {
  const offer = goods.activity_id !== undefined && goods.activity_price !== undefined;
  const pack = goods.can_split === 1 ? 1 : Math.max(1, goods.middle_pack ?? 1);
  return (
    <div data-testid="activity-goods" data-goods-id={goods.id}>
      <GoodsCard
        goods={goods}
        price={offer ? goods.activity_price : undefined}
        corner={<FavoriteToggle goodsId={goods.id} />}
        footer={
          <div className="goods-card__buy activity-goods__buy">
            {offer && goods.limit ? <span className="activity-goods__limit">限购{goods.limit}件</span> : null}
            {offer ? (
              goods.base_price !== null && (
                <AddToCartButton
                  goodsId={goods.id}
                  number={pack}
                  type={1}
                  ckId={goods.activity_id}
                  price={goods.activity_price}
                  size="small"
                  label="立即抢购"
                  className="activity-goods__grab"
                  disabledReason={activityRefusal(goods)}
                />
              )
            ) : (
              <QuickAddButton goods={goods} />
            )}
          </div>
        }
      />
    </div>
  );
}
