import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, ProgressBar, Toast } from 'antd-mobile';
import { couponCenter, couponClaim, type CouponCentreItem } from '@yaocai/contract';
import { cardAction, couponAmount, scarcityText } from '@yaocai/web-kit/coupons';
import { ListTail } from '../components/list-tail';
import { NavPage } from '../components/page';
import { nextPage } from '../lib/paging';
import { call } from '../lib/http';
import { couponKeys } from '../lib/coupons';
import { m } from '../lib/mobile-paths';
import '../styles/marketing.css';

/** 领券中心: claimable coupons as tickets; one tap claims, a refusal is shown by the error presenter. */
export function CouponCentrePage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const list = useInfiniteQuery({
    queryKey: couponKeys.centre,
    queryFn: ({ pageParam, signal }) => call(couponCenter, { page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
  const [claiming, setClaiming] = useState<number | null>(null);
  const claim = useMutation({
    mutationFn: (id: number) => call(couponClaim, { id }, { cancelDuplicate: false }),
    onMutate: (id) => setClaiming(id),
    onSuccess: (answer) =>
      Toast.show({
        icon: 'success',
        content: `领取成功！¥${couponAmount(answer.amount)}优惠券已放入「我的优惠券」`,
      }),
    onSettled: () => {
      setClaiming(null);
      return Promise.all([
        client.invalidateQueries({ queryKey: couponKeys.centre }),
        client.invalidateQueries({ queryKey: couponKeys.mine }),
      ]);
    },
  });
  const first = list.data?.pages[0];
  const loggedIn = first?.logged_in === 1;
  const items = list.data?.pages.flatMap((p) => p.list) ?? [];
  const toLogin = () => navigate(`${m.login}?redirect=/m${m.couponCentre}`);

  return (
    <NavPage
      title="领券中心"
      testId="m-coupon-centre"
      right={
        loggedIn ? (
          <Link to={m.coupons} className="nav-link" data-testid="m-my-coupons-link">
            我的券
          </Link>
        ) : null
      }
    >
      <div className="mk-hero">
        <b>先领券 · 再采购</b>
        {first && !loggedIn ? (
          <button type="button" className="mk-hero-login" onClick={toLogin} data-testid="m-coupon-login-tip">
            登录后即可领取优惠券 ›
          </button>
        ) : (
          <small>结算时选择使用，每个订单限用一张优惠券</small>
        )}
      </div>
      {items.map((item) => (
        <CentreCoupon
          key={item.id}
          item={item}
          loggedIn={loggedIn}
          claiming={claiming === item.id}
          onClaim={() => claim.mutate(item.id)}
          onLogin={toLogin}
          onUse={() => navigate(m.search())}
        />
      ))}
      <ListTail list={list} count={items.length} empty="暂无可领取的优惠券，敬请期待" />
    </NavPage>
  );
}

function CentreCoupon({
  item,
  loggedIn,
  claiming,
  onClaim,
  onLogin,
  onUse,
}: {
  item: CouponCentreItem;
  loggedIn: boolean;
  claiming: boolean;
  onClaim: () => void;
  onLogin: () => void;
  onUse: () => void;
}) {
  const action = cardAction(item, loggedIn);
  const off = action.kind === 'sold_out' || action.kind === 'closed';
  const scope =
    item.scope === 'goods'
      ? `${item.goods.map((g) => g.name).join('、')}${item.goods_count > item.goods.length ? ` 等${item.goods_count}个商品` : ''}`
      : '全场可用（秒杀、特价、组合购除外）';
  return (
    <div className={off ? 'ticket is-off' : 'ticket'} data-testid="m-coupon-card" data-template-id={item.id}>
      <div className="ticket-stub">
        <span className="ticket-amount">
          <small>¥</small>
          {couponAmount(item.amount)}
        </span>
        <span>{item.threshold_text}</span>
      </div>
      <div className="ticket-body">
        <b className="ticket-name">
          <span className="ticket-scope">{item.scope_name}</span>
          {item.name}
        </b>
        <span className="ticket-line">适用：{scope}</span>
        <span className="ticket-line">{item.validity_text}</span>
        <div className="ticket-foot">
          <div className="ticket-progress">
            <ProgressBar percent={item.claimed_percent} />
            <span className="muted">
              {scarcityText(item) ?? `已领${item.claimed_percent}%`}
              {loggedIn && item.claimed_by_me > 0 ? ` · 已领${item.claimed_by_me}张` : ''}
            </span>
          </div>
          <Button
            size="small"
            shape="rounded"
            color="primary"
            fill={action.kind === 'claimed' ? 'outline' : 'solid'}
            disabled={off}
            loading={claiming}
            onClick={action.kind === 'claimed' ? onUse : action.kind === 'login' ? onLogin : onClaim}
            data-testid="m-coupon-claim"
          >
            {action.kind === 'claimed' ? '去使用' : action.label}
          </Button>
        </div>
      </div>
    </div>
  );
}
