import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { goodsAttributes, ladderHint } from '../../../components/goods-card';
import { PriceTag } from '../../../components/price-tag';
import { PromoTag } from '../../../components/promo-tag';
import { QuickAddButton } from '../../cart/components/quick-add-button';
import { ExpiryText, StockText } from './goods-facts';
import { FavoriteToggle } from './favorite-toggle';
import type { GoodsViewProps } from './goods-views';
import { referencePrice, sellingPrice } from '../lib/price';

/** 无图: two text lines per goods, for buyers who know what they want. */
export function GoodsCompactView({ goods, highlightExpiry, activityPrices }: GoodsViewProps) {
  return (
    <ul className="goods-compact" data-testid="goods-list">
      {goods.map((g) => {
        const special = activityPrices?.get(g.id);
        const hint = ladderHint(g);
        const attributes = goodsAttributes(g);
        return (
          <li key={g.id} className="goods-compact__item" data-testid="goods-list-item" data-goods-id={g.id}>
            <div className="goods-compact__main">
              <div className="goods-compact__line">
                <Link to={paths.goodsInfo(g.id)} className="goods-compact__name">
                  {g.name}
                </Link>
                <span className="goods-compact__spec">{g.ypgg}</span>
                {g.type === 1 && <PromoTag name="含特殊药品" />}
                {g.tags?.slice(0, 3).map((tag) => (
                  <PromoTag key={tag.name} name={tag.name} />
                ))}
              </div>
              <div className="goods-compact__line goods-compact__meta">
                <span>{g.sccj}</span>
                {g.approval_number && <span>{g.approval_number}</span>}
                {attributes.map((a) => (
                  <span key={a}>{a}</span>
                ))}
                <span>
                  效期 <ExpiryText goods={g} prominent={highlightExpiry} />
                </span>
                {g.middle_pack ? (
                  <span>
                    中包装 {g.middle_pack}
                    {g.bzdw}
                  </span>
                ) : null}
                <span>
                  库存 <StockText goods={g} />
                </span>
              </div>
            </div>
            <div className="goods-compact__price">
              <PriceTag
                size="sm"
                price={special === undefined ? sellingPrice(g) : g.base_price === null ? null : special}
                original={special === undefined ? referencePrice(g) : g.base_price}
                tip={g.price_tip}
              />
              {hint && <span className="goods-compact__ladder">{hint}</span>}
            </div>
            <div className="goods-compact__buy">{special === undefined && <QuickAddButton goods={g} />}</div>
            <div className="goods-compact__fav">
              <FavoriteToggle goodsId={g.id} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
