import { Link, useSearchParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Tabs } from 'antd-mobile';
import { userCoupon } from '@yaocai/contract';
import { couponAmount } from '@yaocai/web-kit/coupons';
import { formatShanghai } from '@yaocai/web-kit/format';
import { ListTail } from '../components/list-tail';
import { NavPage } from '../components/page';
import { couponKeys } from '../lib/coupons';
import { nextPage } from '../lib/paging';
import { call } from '../lib/http';
import { m } from '../lib/mobile-paths';
import '../styles/marketing.css';

const TABS = [
  { key: 0, title: '未使用' },
  { key: 1, title: '已使用' },
  { key: 2, title: '已过期' },
] as const;
type Counts = { unused: number; used: number; expired: number };
const COUNT_OF = ['unused', 'used', 'expired'] as const satisfies readonly (keyof Counts)[];

/** 我的优惠券: 未使用 / 已使用 / 已过期 with counts; an unused coupon is picked at 结算. */
export function CouponsPage() {
  const [params, setParams] = useSearchParams();
  const status = TABS.find((t) => String(t.key) === params.get('status'))?.key ?? 0;
  const list = useInfiniteQuery({
    queryKey: [...couponKeys.mine, status],
    queryFn: ({ pageParam, signal }) => call(userCoupon, { page: pageParam, status }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
  const counts = list.data?.pages[0]?.counts;
  const coupons = list.data?.pages.flatMap((p) => p.list) ?? [];

  return (
    <NavPage
      title="我的优惠券"
      testId="m-coupons"
      right={
        <Link to={m.couponCentre} className="nav-link">
          领券
        </Link>
      }
    >
      <Tabs
        activeKey={String(status)}
        onChange={(key) => setParams(key === '0' ? {} : { status: key }, { replace: true })}
      >
        {TABS.map((t) => (
          <Tabs.Tab key={String(t.key)} title={`${t.title}${counts ? `(${counts[COUNT_OF[t.key]]})` : ''}`} />
        ))}
      </Tabs>
      {coupons.map((c) => (
        <div key={c.id} className={c.status === 0 ? 'ticket' : 'ticket is-off'} data-testid="m-coupon">
          <div className="ticket-stub">
            <span className="ticket-amount">
              <small>¥</small>
              {couponAmount(c.amount)}
            </span>
            <span>{c.desc}</span>
          </div>
          <div className="ticket-body">
            <b className="ticket-name">
              {c.type_name ? <span className="ticket-scope">{c.type_name}</span> : null}
              {c.name}
            </b>
            <span className="ticket-line">
              {formatShanghai(c.valid_from, 'YYYY.MM.DD')} - {formatShanghai(c.valid_to, 'YYYY.MM.DD')}
            </span>
            <div className="ticket-foot">
              <span className="muted" data-testid="m-coupon-state">
                {c.status_name}
              </span>
              {c.status === 0 ? (
                <Link to={m.search()} className="ticket-use">
                  去使用
                </Link>
              ) : null}
            </div>
          </div>
        </div>
      ))}
      <ListTail
        list={list}
        count={coupons.length}
        empty="暂无优惠券"
        link={{ to: m.couponCentre, text: '去领券中心看看' }}
      />
    </NavPage>
  );
}
