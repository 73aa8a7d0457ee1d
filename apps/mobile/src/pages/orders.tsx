import { Link, useNavigate, useSearchParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Empty, InfiniteScroll, NavBar, Tabs, Tag } from 'antd-mobile';
import { orderList, type OrderSummary } from '@yaocai/contract';
import { formatTime } from '@yaocai/web-kit/format';
import { call } from '../lib/http';
import { m } from '../lib/mobile-paths';

const STATUSES = [
  { key: 'all', title: '全部' },
  { key: 'unpaid', title: '待付款' },
  { key: 'to_ship', title: '待发货' },
  { key: 'shipped', title: '待收货' },
  { key: 'completed', title: '已完成' },
];

/** 我的订单 by state, endless scrolling. */
export function OrdersPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? 'all';
  const list = useInfiniteQuery({
    queryKey: ['orders', status],
    queryFn: ({ pageParam, signal }) => call(orderList, { status, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
  });
  const orders = list.data?.pages.flatMap((p) => p.list) ?? [];
  const counts = list.data?.pages[0]?.counts;
  return (
    <div data-testid="m-orders">
      <div className="nav">
        <NavBar onBack={() => navigate(m.me)}>我的订单</NavBar>
        <Tabs
          activeKey={status}
          onChange={(key) => setParams(key === 'all' ? {} : { status: key }, { replace: true })}
        >
          {STATUSES.map((s) => (
            <Tabs.Tab key={s.key} title={counts?.[s.key] ? `${s.title}(${counts[s.key]})` : s.title} />
          ))}
        </Tabs>
      </div>
      {orders.map((o) => (
        <OrderCard key={o.id} order={o} />
      ))}
      {list.isSuccess && orders.length === 0 ? <Empty description="暂无订单" /> : null}
      <InfiniteScroll
        loadMore={async () => void (await list.fetchNextPage())}
        hasMore={list.hasNextPage || list.isPending}
      >
        {list.hasNextPage || list.isPending ? '加载中…' : orders.length > 0 ? '— 没有更多了 —' : ''}
      </InfiniteScroll>
    </div>
  );
}

function OrderCard({ order }: { order: OrderSummary }) {
  return (
    <Link to={m.order(order.id)} className="section" style={{ display: 'block' }} data-testid="m-order-card">
      <div className="kv">
        <span style={{ fontSize: 12 }}>{order.order_no}</span>
        <Tag color={order.status === 'unpaid' ? 'danger' : 'primary'} fill="outline">
          {order.status_name}
        </Tag>
      </div>
      <div className="strip" style={{ margin: '6px 0' }}>
        {order.lines.slice(0, 4).map((l) => (
          <img
            key={l.id}
            src={`/img/goods/${l.goods_id}.svg`}
            alt={l.goods_name}
            width={56}
            height={56}
            style={{ width: 56, height: 56, borderRadius: 4, flex: 'none' }}
            loading="lazy"
          />
        ))}
        {order.lines.length === 1 ? (
          <div style={{ alignSelf: 'center', fontSize: 13 }}>{order.lines[0]!.goods_name}</div>
        ) : null}
      </div>
      <div className="kv">
        <span>{formatTime(order.created_at)}</span>
        <span>
          共{order.total_number}件 实付 <b className="price">¥{order.payable_amount}</b>
        </span>
      </div>
    </Link>
  );
}
