import { Link, useSearchParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Tabs, Tag } from 'antd-mobile';
import { pointsOrders } from '@yaocai/contract';
import { formatTime } from '@yaocai/web-kit/format';
import { ListTail } from '../components/list-tail';
import { NavPage } from '../components/page';
import { nextPage } from '../lib/paging';
import { call } from '../lib/http';
import { m } from '../lib/mobile-paths';
import { pointsKey } from '../lib/points';
import '../styles/marketing.css';

const TABS = [
  { key: '', title: '全部' },
  { key: 'to_ship', title: '待发货' },
  { key: 'shipped', title: '已发货' },
  { key: 'completed', title: '已完成' },
] as const;

/** 兑换记录: what the member exchanged points for, with the shipping address and logistics. */
export function PointsOrdersPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? '';
  const status = TABS.some((t) => t.key === raw) ? raw : '';
  const list = useInfiniteQuery({
    queryKey: [...pointsKey, 'orders', status],
    queryFn: ({ pageParam, signal }) =>
      call(pointsOrders, { page: pageParam, status: status || undefined }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
  const orders = list.data?.pages.flatMap((p) => p.list) ?? [];

  return (
    <NavPage title="兑换记录" testId="m-points-orders">
      <Tabs activeKey={status} onChange={(key) => setParams(key ? { status: key } : {}, { replace: true })}>
        {TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      {orders.map((order) => (
        <div className="section mk-order" key={order.id} data-testid="m-points-order">
          <div className="mk-order-head">
            <span className="muted">{formatTime(order.created_at)}</span>
            <Tag color={order.status === 'to_ship' ? 'primary' : 'default'} fill="outline">
              {order.status_name}
            </Tag>
          </div>
          <div className="mk-order-body">
            <img src={order.image} alt={order.name} />
            <div className="mk-order-main">
              <b>{order.name}</b>
              <span className="muted">
                × {order.number} · <span className="price">{order.points} 积分</span>
              </span>
              <span className="muted">单号 {order.order_no}</span>
            </div>
          </div>
          <div className="mk-order-ship">
            {order.kind === 'coupon' ? (
              <Link to={m.coupons}>优惠券已发放，查看我的优惠券 ›</Link>
            ) : order.logistics_no ? (
              <span>
                {order.logistics_company} {order.logistics_no}
              </span>
            ) : (
              <span className="muted">
                {order.consignee} {order.phone} · 等待发货，一般3个工作日内寄出
              </span>
            )}
          </div>
        </div>
      ))}
      <ListTail
        list={list}
        count={orders.length}
        empty="暂无兑换记录"
        link={{ to: m.points, text: '去积分商城看看' }}
      />
    </NavPage>
  );
}
