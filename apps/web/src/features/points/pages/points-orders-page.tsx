import { Link, useSearchParams } from 'react-router';
import { Empty, Pagination, Skeleton, Tabs, Tag } from 'antd';
import { CarOutlined } from '@ant-design/icons';
import type { PointsOrderItem } from '@yaocai/contract';
import { paths } from '../../../app/paths';
import { UserCentreFrame } from '../../orders/components/user-centre-menu';
import { usePointsOrders } from '../api/points';
import { formatShanghai, formatTime } from '@yaocai/web-kit/format';

const TABS = [
  { key: '', label: '全部' },
  { key: 'to_ship', label: '待发货' },
  { key: 'shipped', label: '已发货' },
  { key: 'completed', label: '已完成' },
] as const;

const STATUS_COLORS: Record<string, string> = {
  to_ship: 'blue',
  shipped: 'cyan',
  completed: 'green',
  cancelled: 'default',
};

/** 积分订单 (/jfdd): what the member exchanged points for, with the shipping address and logistics. */
export function PointsOrdersPage() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status') ?? '';
  const status = TABS.some((t) => t.key === rawStatus) ? rawStatus : '';
  const rawPage = params.get('page');
  const page = rawPage && /^\d{1,5}$/.test(rawPage) && Number(rawPage) > 0 ? Number(rawPage) : 1;
  const { data, isLoading } = usePointsOrders(page, status || undefined);
  const go = (next: { status?: string; page?: number }) => {
    const search: Record<string, string> = {};
    const s = next.status ?? status;
    const p = next.page ?? (next.status !== undefined ? 1 : page);
    if (s) search.status = s;
    if (p > 1) search.page = String(p);
    setParams(search);
  };

  return (
    <UserCentreFrame testId="points-orders-page">
      <div className="uc-head">
        <h1>积分订单</h1>
        <div className="uc-head__tools">
          <Link to={paths.points}>积分明细</Link>
          <Link to={paths.pointsMall}>去积分商城 &gt;</Link>
        </div>
      </div>
      <Tabs
        className="order-tabs"
        activeKey={status}
        onChange={(key) => go({ status: key })}
        items={TABS.map((t) => ({ key: t.key, label: t.label }))}
      />
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : !data || data.list.length === 0 ? (
        <Empty description="暂无积分订单">
          <Link to={paths.pointsMall}>去积分商城看看</Link>
        </Empty>
      ) : (
        <div className="jf-orders">
          {data.list.map((order) => (
            <PointsOrderCard key={order.id} order={order} />
          ))}
        </div>
      )}
      {data && data.total > data.page_size && (
        <Pagination
          className="order-pager"
          current={page}
          pageSize={data.page_size}
          total={data.total}
          showSizeChanger={false}
          showTotal={(total) => `共 ${total} 个订单`}
          onChange={(p) => go({ page: p })}
        />
      )}
    </UserCentreFrame>
  );
}

function PointsOrderCard({ order }: { order: PointsOrderItem }) {
  return (
    <div className="order-card" data-testid="points-order">
      <div className="order-card__head">
        <span className="order-card__no">积分订单号：{order.order_no}</span>
        <span>{formatTime(order.created_at)}</span>
        <Tag color={STATUS_COLORS[order.status]} className="jf-order__status">
          {order.status_name}
        </Tag>
      </div>
      <div className="jf-order__body">
        <img src={order.image} alt={order.name} className="jf-order__image" />
        <div className="jf-order__goods">
          <b>{order.name}</b>
          <span className="cell-grey">× {order.number}</span>
        </div>
        <div className="jf-order__points">
          <b>{order.points}</b> 积分
        </div>
        <div className="jf-order__ship">
          {order.kind === 'coupon' ? (
            <span>
              优惠券已发放，
              <Link className="jf-link" to={paths.coupons}>
                查看我的优惠券
              </Link>
            </span>
          ) : (
            <>
              <span>
                {order.consignee} {order.phone}
              </span>
              <span className="cell-grey">{order.address}</span>
              {order.logistics_no ? (
                <span className="jf-order__logistics" data-testid="points-order-logistics">
                  <CarOutlined /> {order.logistics_company} {order.logistics_no}
                  {order.shipped_at && (
                    <span className="cell-grey">
                      （{formatShanghai(order.shipped_at, 'MM-DD HH:mm')} 发货）
                    </span>
                  )}
                </span>
              ) : (
                <span className="cell-grey">等待发货，一般3个工作日内寄出</span>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}

export default PointsOrdersPage;
