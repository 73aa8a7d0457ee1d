import { Link } from 'react-router';
import { Empty, Pagination, Skeleton } from 'antd';
import { paths } from '../../../app/paths';
import { useAfterSaleList } from '../api/orders';
import type { AfterSale } from '../api/types';
import { formatTime } from '@yaocai/web-kit/format';

export const PAGE_SIZE = 10;

/** 退货退款 has goods coming back: its own detail route; the other kinds use 售后详情. */
export const afterSaleHref = (sale: Pick<AfterSale, 'id' | 'kind'>) =>
  sale.kind === 'return_refund' ? paths.returnInfo(sale.id) : paths.afterSalesInfo(sale.id);

/** The 售后 tab of the order centre: the member's after-sales requests. */
export function AfterSaleList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { data, isLoading } = useAfterSaleList(page);
  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!data || data.list.length === 0) return <Empty description="暂无售后申请" />;
  return (
    <div className="after-sale-list" data-testid="after-sale-list">
      {data.list.map((sale) => (
        <article className="order-card" key={sale.id} data-testid="after-sale-card">
          <header className="order-card__head">
            <span>{formatTime(sale.created_at)}</span>
            <span>售后单号：{sale.after_sale_no}</span>
            <span>
              订单号：<Link to={paths.orderInfo(sale.order_id)}>{sale.order_no}</Link>
            </span>
            <span className={`order-status after-sale-status--${sale.status}`}>
              {sale.kind_name} · {sale.status_name}
            </span>
          </header>
          <div className="order-card__body">
            <ul className="after-sale-list__lines">
              {sale.lines.map((l) => (
                <li key={l.id}>
                  {l.goods_name} {l.spec} ｜ 批号 {l.batch_no} × {l.quantity}
                  {l.unit}
                </li>
              ))}
            </ul>
            <div className="order-card__amount">
              <span className="cell-grey">{sale.status === 'refunded' ? '已退款' : '预计退款'}</span>
              <b className="text-red">
                ¥{sale.status === 'refunded' ? sale.refund_amount : sale.estimated_refund}
              </b>
            </div>
            <div className="order-card__ops">
              <Link to={afterSaleHref(sale)}>查看详情</Link>
            </div>
          </div>
        </article>
      ))}
      {data.total > PAGE_SIZE && (
        <Pagination
          className="order-pager"
          current={page}
          pageSize={PAGE_SIZE}
          total={data.total}
          showSizeChanger={false}
          onChange={onPage}
        />
      )}
    </div>
  );
}
