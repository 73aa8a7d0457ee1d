import type { ReactNode } from 'react';
import { discountText, LADDER_DISPLAY, parseYuan } from '@yaocai/domain';
import { Link } from 'react-router';
import { MedicineBoxOutlined } from '@ant-design/icons';
import type { Goods } from '../features/catalog/api/types';
import { PriceTag } from './price-tag';
import { PromoTag } from './promo-tag';
import { expiryLevel } from '../lib/expiry';
import { paths } from '../app/paths';
import { referencePrice, sellingPrice } from '../features/catalog/lib/price';

export interface GoodsCardProps {
  goods: Goods;
  /**
   * Overrides the shown price (flash-sale or daily special price); the base price is then struck through.
   * Without it the card shows the 全场折扣 price of goods taking part, else the base price.
   */
  price?: string | null;
  /** Extra block at the bottom (progress of a flash sale, buttons…). */
  footer?: ReactNode;
  /** Draw the expiry prominently (near-expiry zone): orange, red within 3 months. */
  highlightExpiry?: boolean;
  /** Small control over the image's lower right corner (the favourite heart). */
  corner?: ReactNode;
  /** The card is in the first row a visitor sees: its picture loads at once, first (the page's LCP). */
  eager?: boolean;
}

/** What a buyer of this kind of goods looks for on the card: 产地, device class, free-shipping quantity. */
export function goodsAttributes(goods: Goods): string[] {
  const out: string[] = [];
  if (goods.origin) out.push(`产地：${goods.origin}`);
  if (goods.device_class) out.push(`类别：${goods.device_class}医疗器械`);
  if (goods.is_free_shipping === 1 && goods.free_shipping_number > 0)
    out.push(`满${goods.free_shipping_number}${goods.bzdw || '件'}包邮`);
  return out;
}

/**
 * The lowest ladder tier, when the buyer may see prices: "满N件 ¥x", or "满N件 9.2折" for goods whose
 * ladder reads as a discount (ladder_price_type 2).
 */
export function ladderHint(
  goods: Pick<Goods, 'ladder_price' | 'base_price'> & Partial<Pick<Goods, 'ladder_price_type'>>,
): string | null {
  if (goods.base_price === null || !goods.ladder_price?.length) return null;
  const first = [...goods.ladder_price].sort((a, b) => a.number - b.number)[0];
  const discount =
    goods.ladder_price_type === LADDER_DISPLAY.DISCOUNT
      ? discountText(parseYuan(first.price) ?? 0, parseYuan(goods.base_price) ?? 0)
      : null;
  return `满${first.number}件 ${discount ?? `¥${first.price}`}`;
}

export function GoodsCard({ goods, price, footer, highlightExpiry, corner, eager }: GoodsCardProps) {
  const href = paths.goodsInfo(goods.id);
  const image = goods.goods_image?.[0];
  const shownPrice = price === undefined ? sellingPrice(goods) : goods.base_price === null ? null : price;
  const original =
    price !== undefined && goods.base_price !== null
      ? goods.base_price
      : price === undefined
        ? referencePrice(goods)
        : null;
  const hint = ladderHint(goods);
  const soldOut = goods.number <= 0;
  const attributes = goodsAttributes(goods);
  const expiryClass = highlightExpiry
    ? `goods-card__expiry goods-card__expiry--hot goods-card__expiry--${expiryLevel(goods.expires_on)}`
    : 'goods-card__expiry';

  return (
    <div className="goods-card" data-testid="goods-card">
      <Link to={href} className="goods-card__img" title={goods.name}>
        {image ? (
          <img
            src={image}
            alt={goods.name}
            width={180}
            height={180}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
          />
        ) : (
          <span className="goods-card__noimg">
            <MedicineBoxOutlined />
          </span>
        )}
        {goods.type === 1 && <span className="goods-card__flag goods-card__flag--special">含特殊药品</span>}
        {goods.is_free_shipping === 1 && (
          <span className="goods-card__flag goods-card__flag--ship">包邮</span>
        )}
        {soldOut && <span className="goods-card__soldout">暂时缺货</span>}
      </Link>
      {corner && <div className="goods-card__corner">{corner}</div>}
      <div className="goods-card__price">
        <PriceTag price={shownPrice} tip={goods.price_tip} original={original} />
        {goods.retail_price && goods.base_price !== null && (
          <span className="goods-card__retail">零售价 ¥{goods.retail_price}</span>
        )}
      </div>
      <Link to={href} className="goods-card__name" title={goods.name}>
        {goods.name}
      </Link>
      <div className="goods-card__meta" title={goods.ypgg}>
        {goods.ypgg}
        {goods.bzdw ? ` / ${goods.bzdw}` : ''}
      </div>
      <div className="goods-card__meta" title={goods.sccj}>
        {goods.sccj}
      </div>
      {attributes.length > 0 && (
        <div className="goods-card__meta goods-card__attrs" title={attributes.join(' ')}>
          {attributes.join('　')}
        </div>
      )}
      {goods.expires_on && <div className={expiryClass}>效期 {goods.expires_on}</div>}
      {(hint || goods.tags?.length > 0) && (
        <div className="goods-card__tags">
          {goods.tags?.slice(0, 3).map((tag) => (
            <PromoTag key={tag.name} name={tag.name} />
          ))}
          {hint && <span className="goods-card__ladder">{hint}</span>}
        </div>
      )}
      {footer}
    </div>
  );
}
