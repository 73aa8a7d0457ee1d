import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Empty, InfiniteScroll } from 'antd-mobile';
import { afterSaleList, type AfterSaleSummary } from '@yaocai/contract';
import { formatTime } from '@yaocai/web-kit/format';
import { call } from '../lib/http';
import { m } from '../lib/mobile-paths';
import { NavPage } from '../components/page';
import './after-sale.css';

/** 我的售后 (/m/after-sales): the member's requests, newest first, endless scrolling (GET /api/after_sale/list). */
export function AfterSalesPage() {
  const list = useInfiniteQuery({
    queryKey: ['after-sales'],
    queryFn: ({ pageParam, signal }) => call(afterSaleList, { page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
  });
  const sales = list.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <NavPage title="我的售后" testId="m-after-sales">
      {sales.map((sale) => (
        <AfterSaleCard key={sale.id} sale={sale} />
      ))}
      {list.isSuccess && sales.length === 0 ? <Empty description="暂无售后申请" /> : null}
      <InfiniteScroll
        loadMore={async () => void (await list.fetchNextPage())}
        hasMore={list.hasNextPage || list.isPending}
      >
        {list.hasNextPage || list.isPending ? '加载中…' : sales.length > 0 ? '— 没有更多了 —' : ''}
      </InfiniteScroll>
    </NavPage>
  );
}

function AfterSaleCard({ sale }: { sale: AfterSaleSummary }) {
  const refunded = sale.status === 'refunded';
  return (
    <Link to={m.afterSale(sale.id)} className="section as-card" data-testid="m-as-card">
      <div className="kv">
        <span>售后单号 {sale.after_sale_no}</span>
        <span className="price" data-testid="m-as-card-status">
          {sale.kind_name} · {sale.status_name}
        </span>
      </div>
      {sale.lines.map((l) => (
        <div key={l.id} className="muted" style={{ padding: '2px 0' }}>
          {l.goods_name} {l.spec} × {l.quantity}
          {l.unit}
        </div>
      ))}
      <div className="kv">
        <span>{formatTime(sale.created_at)}</span>
        <span>
          {sale.kind === 'exchange'
            ? '换货不退款'
            : `${refunded ? '已退款' : '预计退款'} ¥${refunded ? sale.refund_amount : sale.estimated_refund}`}
        </span>
      </div>
    </Link>
  );
}
