import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from 'antd';
import { PRICE_LOGIN_REQUIRED, PRICE_REVIEW_REQUIRED } from '@yaocai/domain';
import { paths } from '../../../app/paths';
import { PriceTag } from '../../../components/price-tag';
import { QuantityStepper, stepPack } from '../../../components/quantity-stepper';
import type { GoodsDetail } from '../api/types';
import { grossMarginText, ladderHintText, lineTotalText, unitPriceText } from '../lib/ladder';
import { AddToCartButton, type AddToCartButtonProps } from './add-to-cart-button';
import { FavoriteToggle } from './favorite-toggle';
import { AddToListButton } from '../../repeat/components/add-to-list-button';
import { QuoteButton } from '../../quotes/components/quote-button';
import { LadderTable } from './ladder-table';
import { referencePrice, sellingPrice } from '../lib/price';
import { Countdown } from '../../../components/countdown';

/** Price, or the reason it is hidden with the way to see it (spec §6, DOMAIN.md qualifications). */
function PriceLine({ goods }: { goods: GoodsDetail }) {
  const location = useLocation();
  if (goods.base_price === null) {
    const tip = goods.price_tip || PRICE_LOGIN_REQUIRED;
    return (
      <div className="buy-box__row buy-box__row--price">
        <span className="buy-box__label">供货价</span>
        <span className="buy-box__tip" data-testid="price-tip">
          {tip}
        </span>
        {tip === PRICE_LOGIN_REQUIRED && (
          <Link className="buy-box__tip-link" to={paths.loginWithRedirect(location.pathname)}>
            立即登录
          </Link>
        )}
        {tip === PRICE_REVIEW_REQUIRED && (
          <Link className="buy-box__tip-link" to={paths.qualifications}>
            查看资质审核进度
          </Link>
        )}
      </div>
    );
  }
  const margin = grossMarginText(sellingPrice(goods), goods.retail_price);
  return (
    <>
      <div className="buy-box__row buy-box__row--price">
        <span className="buy-box__label">供货价</span>
        <PriceTag
          price={sellingPrice(goods)}
          original={referencePrice(goods)}
          size="lg"
          suffix={<span className="buy-box__unit">/{goods.bzdw}</span>}
        />
      </div>
      {goods.discount && (
        <div className="buy-box__row buy-box__discount" data-testid="buy-box-discount">
          <span className="buy-box__label">促销</span>
          <Link to={paths.welfare} className="buy-box__discount-tag">
            {goods.discount.label}
          </Link>
          <span>{goods.discount.name}，供货价直降，可叠加满减和优惠券</span>
          <Countdown end={Math.floor(new Date(goods.discount.ends_at).getTime() / 1000)} />
        </div>
      )}
      {goods.retail_price && (
        <div className="buy-box__row">
          <span className="buy-box__label">建议零售价</span>
          <span className="buy-box__retail">¥{goods.retail_price}</span>
          {margin && (
            <span className="buy-box__margin" data-testid="gross-margin">
              毛利率 <b>{margin}</b>
            </span>
          )}
        </div>
      )}
    </>
  );
}

/** The buying part of the detail page: price, ladder, quantity by middle pack, cart and favourite. */
export function GoodsBuyBox({
  goods,
  onAdd,
  extra,
}: {
  goods: GoodsDetail;
  onAdd?: AddToCartButtonProps['onAdd'];
  /** More actions after 收藏 (到货/降价通知). */
  extra?: ReactNode;
}) {
  const pack = stepPack(goods.middle_pack, goods.can_split === 1);
  const [quantity, setQuantity] = useState(pack);
  const showPrices = goods.base_price !== null;
  const hint = showPrices ? ladderHintText(goods.ladder_price, quantity, goods.bzdw || '件') : null;
  const unit = unitPriceText(sellingPrice(goods), goods.ladder_price, quantity);
  const refusal = goods.is_buy === 0 && showPrices ? goods.buy_tip : null;

  return (
    <div className="buy-box">
      <div className="buy-box__prices">
        <PriceLine goods={goods} />
        {showPrices && goods.ladder_price.length > 0 && (
          <div className="buy-box__row buy-box__row--ladder">
            <span className="buy-box__label">阶梯价</span>
            <LadderTable
              ladder={goods.ladder_price}
              basePrice={goods.base_price!}
              quantity={quantity}
              unit={goods.bzdw}
              display={goods.ladder_price_type}
            />
          </div>
        )}
      </div>
      <div className="buy-box__row buy-box__row--qty">
        <span className="buy-box__label">采购数量</span>
        <QuantityStepper
          value={quantity}
          onChange={setQuantity}
          middlePack={goods.middle_pack}
          canSplit={goods.can_split === 1}
          disabled={goods.number <= 0}
        />
        <span className="buy-box__pack">
          {goods.bzdw}
          {goods.can_split === 1 ? '（可拆零）' : `（按中包装${goods.middle_pack}${goods.bzdw}的倍数购买）`}
        </span>
        {hint && (
          <span className="buy-box__hint" data-testid="ladder-hint">
            {hint}
          </span>
        )}
      </div>
      {unit && (
        <div className="buy-box__row buy-box__row--sum">
          <span className="buy-box__label">小计</span>
          <span>
            ¥{unit} × {quantity} = <b className="buy-box__total">¥{lineTotalText(unit, quantity)}</b>
          </span>
        </div>
      )}
      {refusal && <Alert className="buy-box__refusal" type="warning" showIcon title={refusal} />}
      <div className="buy-box__actions">
        <AddToCartButton goods={goods} quantity={quantity} onAdd={onAdd} />
        <FavoriteToggle goodsId={goods.id} favourite={goods.is_favorite === 1} variant="button" />
        {goods.base_price !== null && <AddToListButton goodsId={goods.id} number={quantity} size="large" />}
        <QuoteButton goods={goods} quantity={quantity} />
        {extra}
      </div>
    </div>
  );
}
