import { useState } from 'react';
import { Link } from 'react-router';
import { MedicineBoxOutlined, PlusOutlined } from '@ant-design/icons';
import { paths } from '../../../app/paths';
import { PriceTag } from '../../../components/price-tag';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { AddToCartButton } from '../../cart/components/add-to-cart-button';
import type { Combination } from '../api/types';
import { bundleSaving, bundleTotal } from '../lib/combination';

/** Why the bundle cannot be bought, or null: every goods must be on sale, in stock and buyable. */
function bundleRefusal(combo: Combination): string | null {
  for (const item of combo.items) {
    if (!item.goods) return '组合内有商品已下架';
    if (item.goods.number < item.number) return `${item.goods.name}库存不足`;
    if (item.goods.is_buy !== 1) return item.goods.buy_tip || `${item.goods.name}暂不可购买`;
  }
  return null;
}

/** One 组合购 bundle: its goods, the bundle price against buying them apart, sets, 加入购物车 (type 3). */
export function CombinationCard({ combo }: { combo: Combination }) {
  const [sets, setSets] = useState(1);
  const saving = bundleSaving(combo.price, combo.separate_price);
  const total = bundleTotal(combo.price, sets);
  return (
    <article className="combo-card" data-testid="combination" data-combination-id={combo.id}>
      <header className="combo-card__head">
        <h3>{combo.name}</h3>
        {saving && <span className="combo-card__saving">立省¥{saving}</span>}
      </header>
      <div className="combo-card__body">
        <ul className="combo-card__items">
          {combo.items.map((item, i) => (
            <li key={item.goods_id} className="combo-card__item">
              {i > 0 && <PlusOutlined className="combo-card__plus" />}
              <Link to={paths.goodsInfo(item.goods_id)} className="combo-card__goods">
                <span className="combo-card__img">
                  {item.goods?.goods_image?.[0] ? (
                    <img src={item.goods.goods_image[0]} alt="" loading="lazy" />
                  ) : (
                    <MedicineBoxOutlined />
                  )}
                </span>
                <span className="combo-card__name" title={item.goods?.name}>
                  {item.goods?.name ?? '商品已下架'}
                </span>
                <span className="combo-card__meta">
                  {item.goods?.ypgg} × {item.number}
                  {item.goods?.bzdw}
                </span>
                {item.price && <span className="combo-card__unit">组合单价 ¥{item.price}</span>}
              </Link>
            </li>
          ))}
        </ul>
        <div className="combo-card__buy">
          <div className="combo-card__price" data-testid="combination-price">
            <span className="combo-card__label">组合价</span>
            <PriceTag
              price={combo.price}
              original={combo.separate_price}
              tip={combo.items[0]?.goods?.price_tip ?? '登录后可见'}
              size="lg"
            />
          </div>
          {combo.separate_price && combo.price && (
            <div className="combo-card__apart">单独购买 ¥{combo.separate_price}</div>
          )}
          {combo.price !== null && (
            <>
              <div className="combo-card__sets">
                <QuantityStepper
                  value={sets}
                  onChange={setSets}
                  canSplit
                  size="sm"
                  testId="combination-sets"
                />
                <span>套{total && ` · 合计 ¥${total}`}</span>
              </div>
              <AddToCartButton
                goodsId={0}
                number={sets}
                type={3}
                ckId={combo.id}
                price={combo.price}
                disabledReason={bundleRefusal(combo)}
                onAdded={() => setSets(1)}
              />
            </>
          )}
        </div>
      </div>
    </article>
  );
}
