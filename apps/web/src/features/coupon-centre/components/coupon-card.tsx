import { Link } from 'react-router';
import { Button, Progress } from 'antd';
import { paths } from '../../../app/paths';
import type { CouponCentreItem } from '@yaocai/contract';
import { cardAction, couponAmount, scarcityText } from '../lib/card-action';

/**
 * One coupon of the centre as a ticket: the amount and its threshold on the red stub; name, scope,
 * validity and how much is claimed on the body; the button (or a stamp once claimed or gone).
 */
export function CouponCard({
  item,
  loggedIn,
  claiming,
  onClaim,
  onLogin,
}: {
  item: CouponCentreItem;
  loggedIn: boolean;
  claiming: boolean;
  onClaim: (item: CouponCentreItem) => void;
  onLogin: () => void;
}) {
  const action = cardAction(item, loggedIn);
  const scarce = scarcityText(item);
  const off = action.kind === 'sold_out' || action.kind === 'closed';
  const goodsText =
    item.scope === 'goods'
      ? `${item.goods.map((g) => g.name).join('、')}${item.goods_count > item.goods.length ? ` 等${item.goods_count}个商品` : ''}`
      : '全场可用（秒杀、特价、组合购商品除外）';
  return (
    <div
      className={`cc-card${off ? ' is-off' : ''}${action.kind === 'claimed' ? ' is-claimed' : ''}`}
      data-testid="coupon-card"
      data-template-id={item.id}
    >
      <div className="cc-card__stub">
        <div className="cc-card__amount">
          <small>¥</small>
          {couponAmount(item.amount)}
        </div>
        <div className="cc-card__threshold">{item.threshold_text}</div>
      </div>
      <div className="cc-card__body">
        <div className="cc-card__title">
          <span className={`cc-card__scope cc-card__scope--${item.scope}`}>{item.scope_name}</span>
          <b title={item.name}>{item.name}</b>
        </div>
        <div className="cc-card__goods" title={goodsText}>
          适用：{goodsText}
        </div>
        <div className="cc-card__validity">有效期：{item.validity_text}</div>
        <div className="cc-card__meta">
          <span>每人限领{item.limit_per_member}张</span>
          {loggedIn && item.claimed_by_me > 0 && (
            <span className="cc-card__mine">已领{item.claimed_by_me}张</span>
          )}
        </div>
        <div className="cc-card__footer">
          <div className="cc-card__progress">
            <Progress
              percent={item.claimed_percent}
              showInfo={false}
              size="small"
              strokeColor={off ? '#ccc' : '#e4393c'}
            />
            <span className={scarce ? 'cc-card__scarce' : ''}>
              {scarce ?? `已领${item.claimed_percent}%`}
            </span>
          </div>
          {action.kind === 'claimed' ? (
            <Link to={paths.list} className="cc-card__use">
              去使用
            </Link>
          ) : (
            <Button
              type="primary"
              danger
              shape="round"
              size="small"
              disabled={action.kind === 'closed' || action.kind === 'sold_out'}
              loading={claiming}
              onClick={() => (action.kind === 'login' ? onLogin() : onClaim(item))}
              data-testid="coupon-claim"
            >
              {action.label}
            </Button>
          )}
        </div>
      </div>
      {(action.kind === 'claimed' || action.kind === 'sold_out') && (
        <span className="cc-card__stamp" data-testid="coupon-state">
          {action.label}
        </span>
      )}
    </div>
  );
}
