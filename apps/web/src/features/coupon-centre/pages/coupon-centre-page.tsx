import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { App, Breadcrumb, Empty, Pagination, Skeleton } from 'antd';
import type { CouponCentreItem } from '@yaocai/contract';
import { paths } from '../../../app/paths';
import { useClaimCoupon } from '../api/claim-coupon';
import { useCouponCentre } from '../api/coupon-centre';
import { CouponCard } from '../components/coupon-card';
import { couponAmount } from '../lib/card-action';

const RULES = [
  '优惠券领取后放入「会员中心 - 我的钱包 - 优惠券」，结算时选择使用，每个订单限用一张优惠券。',
  '使用门槛按参与满减后的商品金额计算；指定商品券仅限券上列明的商品使用。',
  '秒杀、每日特价、组合购商品及不参与优惠券的商品不计入门槛，也不可用券抵扣。',
  '订单全部退款后，未过期的优惠券将退回账户；部分退款时优惠券不退回。',
  '优惠券数量有限，领完即止；每张券的领取数量以券面“每人限领”为准。',
];

function pageOf(search: URLSearchParams) {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1;
}

/** 领券中心 (/lqzx): coupons buyers claim before they buy; visitors are asked to log in. */
export function CouponCentrePage() {
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search);
  const { data, isLoading } = useCouponCentre(page);
  const claim = useClaimCoupon();
  const [claimingId, setClaimingId] = useState<number | null>(null);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = data?.logged_in === 1;
  const toLogin = () => navigate(paths.loginWithRedirect(location.pathname + location.search));

  const onClaim = (item: CouponCentreItem) => {
    setClaimingId(item.id);
    claim.mutate(item.id, {
      onSuccess: (answer) =>
        void message.success(`领取成功！¥${couponAmount(answer.amount)}优惠券已放入「我的优惠券」`),
      onSettled: () => setClaimingId(null),
    });
  };

  return (
    <div className="container cc-page" data-testid="coupon-centre-page">
      <Breadcrumb
        className="catalog-crumbs"
        items={[{ title: <Link to={paths.home}>首页</Link> }, { title: '领券中心' }]}
      />
      <div className="cc-hero">
        <div>
          <h1>领券中心</h1>
          <p>先领券 · 再采购 · 省上加省</p>
        </div>
        <div className="cc-hero__side">
          {loggedIn ? (
            <Link to={paths.coupons} className="cc-hero__link" data-testid="my-coupons-link">
              我的优惠券 &gt;
            </Link>
          ) : (
            data && (
              <span className="cc-hero__login" data-testid="coupon-login-tip">
                登录后即可领取优惠券，
                <Link to={paths.loginWithRedirect(location.pathname + location.search)}>立即登录</Link>
              </span>
            )
          )}
        </div>
      </div>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : !data || data.list.length === 0 ? (
        <Empty className="cc-empty" description="暂无可领取的优惠券，敬请期待" />
      ) : (
        <>
          <div className="cc-grid" data-testid="coupon-grid">
            {data.list.map((item) => (
              <CouponCard
                key={item.id}
                item={item}
                loggedIn={loggedIn}
                claiming={claimingId === item.id}
                onClaim={onClaim}
                onLogin={toLogin}
              />
            ))}
          </div>
          {data.total > data.page_size && (
            <Pagination
              className="cc-pager"
              current={page}
              pageSize={data.page_size}
              total={data.total}
              showSizeChanger={false}
              onChange={(p) => setSearch(p > 1 ? { page: String(p) } : {})}
            />
          )}
        </>
      )}
      <div className="cc-rules">
        <h2>领券说明</h2>
        <ol>
          {RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </div>
    </div>
  );
}

export default CouponCentrePage;
