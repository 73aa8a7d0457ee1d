import { Button, Tag } from 'antd';
import type { PointsGoodsItem } from '@yaocai/contract';
import { exchangeBlock } from '../lib/exchange-ceiling';

const plainYuan = (yuan: string) => yuan.replace(/\.00$/, '');

/** 满200减10，30天有效 (or 无门槛减10). */
function couponText(c: NonNullable<PointsGoodsItem['coupon']>) {
  const rule =
    Number(c.threshold) > 0
      ? `满${plainYuan(c.threshold)}减${plainYuan(c.amount)}`
      : `无门槛减${plainYuan(c.amount)}`;
  return `${rule}，${c.days}天有效`;
}

/** One item of the mall: picture, name, points, stock and the 兑换 button (or why it cannot be used). */
export function PointsGoodsCard({
  item,
  points,
  loggedIn,
  onExchange,
}: {
  item: PointsGoodsItem;
  points: number;
  loggedIn: boolean;
  onExchange: () => void;
}) {
  const block = exchangeBlock(item, points, loggedIn);
  return (
    <div className={item.stock > 0 ? 'jf-card' : 'jf-card is-out'} data-testid="points-goods">
      <div className="jf-card__image">
        <img src={item.image} alt={item.name} loading="lazy" />
        <Tag className="jf-card__kind" color={item.kind === 'coupon' ? 'volcano' : 'gold'}>
          {item.kind_name}
        </Tag>
      </div>
      <div className="jf-card__body">
        <b className="jf-card__name" title={item.name}>
          {item.name}
        </b>
        <p className="jf-card__desc" title={item.description}>
          {item.coupon ? couponText(item.coupon) : item.description}
        </p>
        <div className="jf-card__meta">
          <span className="jf-card__points">
            <b>{item.points}</b> 积分
          </span>
          <span className="cell-grey">{item.stock > 0 ? `库存 ${item.stock}` : '库存 0'}</span>
        </div>
        <div className="jf-card__foot">
          <span className="cell-grey">
            {item.limit_per_member > 0
              ? `每人限兑${item.limit_per_member}件${loggedIn && item.exchanged_by_me > 0 ? `，已兑${item.exchanged_by_me}件` : ''}`
              : '不限兑换次数'}
          </span>
          <Button
            type="primary"
            danger
            size="small"
            disabled={block !== null}
            onClick={onExchange}
            data-testid="points-exchange"
          >
            {block ?? '兑换'}
          </Button>
        </div>
      </div>
    </div>
  );
}
