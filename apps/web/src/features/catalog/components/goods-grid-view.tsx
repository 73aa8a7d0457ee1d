import { GoodsCard } from '../../../components/goods-card';
import { QuickAddButton } from '../../cart/components/quick-add-button';
import type { Goods } from '../api/types';
import { FavoriteToggle } from './favorite-toggle';
import type { GoodsViewProps } from './goods-views';

const ROW = 5;

/** 大图: five cards a row, with the favourite heart for members. The first row's pictures load first. */
export function GoodsGridView({ goods, highlightExpiry, activityPrices }: GoodsViewProps) {
  return (
    <div className="goods-grid goods-grid--5 goods-list-grid" data-testid="goods-list">
      {goods.map((item: Goods, index) => (
        <div key={item.id} data-testid="goods-list-item" data-goods-id={item.id}>
          <GoodsCard
            goods={item}
            price={activityPrices?.get(item.id)}
            highlightExpiry={highlightExpiry}
            eager={index < ROW}
            corner={<FavoriteToggle goodsId={item.id} />}
            footer={
              // An activity price needs its activity: those goods are bought from the detail page.
              activityPrices?.has(item.id) ? undefined : (
                <div className="goods-card__buy">
                  <QuickAddButton goods={item} />
                </div>
              )
            }
          />
        </div>
      ))}
    </div>
  );
}
