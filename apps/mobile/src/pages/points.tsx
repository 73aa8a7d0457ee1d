import { Link } from 'react-router';
import { Tag } from 'antd-mobile';
import { exchangeBlock } from '@yaocai/web-kit/points';
import { ListTail } from '../components/list-tail';
import { NavPage } from '../components/page';
import { m } from '../lib/mobile-paths';
import { usePointsGoods } from '../lib/points';
import { isMember, useProfile } from '../lib/queries';
import '../styles/marketing.css';

/** 积分商城: the member's points, and gifts and coupons for points two to a row; a card opens its detail. */
export function PointsPage() {
  const profile = useProfile().data;
  const member = isMember(profile);
  const list = usePointsGoods(profile?.username ?? '');
  const data = list.data?.pages[0];
  const items = list.data?.pages.flatMap((p) => p.list) ?? [];
  const points = data?.points ?? 0;

  return (
    <NavPage
      title="积分商城"
      testId="m-points"
      right={
        member ? (
          <Link to={m.pointsOrders} className="nav-link" data-testid="m-points-orders-link">
            兑换记录
          </Link>
        ) : null
      }
    >
      <div className="mk-hero">
        {member ? (
          <>
            <span>我的积分</span>
            <b data-testid="m-points-balance">{data ? points : '—'}</b>
          </>
        ) : (
          <Link to={`${m.login}?redirect=/m/points`} className="mk-hero-login">
            登录后查看积分并兑换 ›
          </Link>
        )}
        <small>订单完成即得积分，每实付1元得{data?.rate ?? 1}积分</small>
      </div>
      <div className="mk-grid">
        {items.map((item) => {
          const block = exchangeBlock(item, points, member);
          return (
            <Link
              key={item.id}
              to={m.pointsGoods(item.id)}
              className={item.stock > 0 ? 'mk-card' : 'mk-card is-out'}
              data-testid="m-points-goods"
            >
              <div className="mk-card-image">
                <img src={item.image} alt={item.name} loading="lazy" />
                <Tag className="mk-card-kind" color={item.kind === 'coupon' ? 'danger' : 'warning'}>
                  {item.kind_name}
                </Tag>
              </div>
              <div className="mk-card-name">{item.name}</div>
              <div className="mk-card-foot">
                <span className="price">{item.points} 积分</span>
                <span className="muted">{block ?? `库存${item.stock}`}</span>
              </div>
            </Link>
          );
        })}
      </div>
      <ListTail list={list} count={items.length} empty="暂无可兑换的商品，敬请期待" />
    </NavPage>
  );
}
