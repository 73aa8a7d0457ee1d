import { Link } from 'react-router';
import { Tag } from 'antd-mobile';
import type { GoodsCard } from '@yaocai/contract';
import { m } from '../lib/mobile-paths';

/** The price a viewer may see, or why not (登录后可见, 资质审核通过后可见). */
export function PriceText({
  goods,
}: {
  goods: Pick<GoodsCard, 'base_price' | 'price_tip' | 'discount_price'>;
}) {
  if (goods.base_price === null) return <span className="price-tip">{goods.price_tip ?? '登录后可见'}</span>;
  return <span className="price">¥{goods.discount_price ?? goods.base_price}</span>;
}

/** One goods of a list: picture, name, spec, maker, expiry, price and a one-tap add (one 中包装). */
/** `eager`: a row in the first screen, whose picture may be the page's largest paint. */
export function GoodsRow({
  goods,
  onAdd,
  eager = false,
}: {
  goods: GoodsCard;
  onAdd?: (goods: GoodsCard) => void;
  eager?: boolean;
}) {
  return (
    <div className="goods-row" data-testid="m-goods-row" data-goods-id={goods.id}>
      <Link to={m.goods(goods.id)}>
        <img
          src={goods.goods_image[0] ?? `/img/goods/${goods.id}.svg`}
          alt={goods.name}
          loading={eager ? 'eager' : 'lazy'}
          width={88}
          height={88}
        />
      </Link>
      <div className="info">
        <Link to={m.goods(goods.id)} className="name">
          {goods.tags.slice(0, 2).map((t) => (
            <Tag key={t.name} color="danger" fill="outline" style={{ marginRight: 4 }}>
              {t.name}
            </Tag>
          ))}
          {goods.name}
        </Link>
        <div className="line">
          {goods.ypgg} · {goods.sccj}
        </div>
        <div className="line">
          {goods.expires_on ? `效期 ${goods.expires_on}` : '暂无库存'}
          {goods.near_expiry ? ' · 近效期' : ''}
          {goods.middle_pack > 1 ? ` · 中包装 ${goods.middle_pack}` : ''}
        </div>
        <div className="bottom">
          <PriceText goods={goods} />
          {onAdd && goods.is_buy === 1 && goods.number > 0 && goods.base_price !== null ? (
            <button
              type="button"
              className="add-btn"
              aria-label={`加入购物车 ${goods.name}`}
              onClick={() => onAdd(goods)}
            >
              +
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
