import { Segmented } from 'antd';
import type { OperatorPointsOrder, ShipInput } from '@yaocai/contract';
import { paths } from '../../../app/paths';
import { PageHeader } from '../../../components/page-header';
import { SearchToolbar } from '../../../components/search-toolbar';
import { useListParams } from '../../../components/list-kit/use-list-query';
import { useCan } from '../../account/api/me';
import { usePointsOrders, useShipPointsOrder } from '../api/points-orders';
import { PointsOrdersTable } from '../components/points-orders-table';
import { PointsShipModal } from '../components/ship-modal';
import { ListPage } from '../../../components/list-kit/list-page';
import { useDialog } from '../../../components/list-kit/use-dialog';

const STATUSES = [
  { value: 'all', label: '全部' },
  { value: 'to_ship', label: '待发货' },
  { value: 'shipped', label: '已发货' },
  { value: 'completed', label: '已完成' },
];

/** 积分订单: what members exchanged points for; gifts are shipped here (order.ship) and the member told. */
export function PointsOrdersPage() {
  const { search, update, page, paging } = useListParams();
  const can = useCan();
  const keyword = search.get('keyword') ?? undefined;
  const rawStatus = search.get('status');
  const status = STATUSES.some((s) => s.value === rawStatus && s.value !== 'all') ? rawStatus! : undefined;
  const orders = usePointsOrders({ page, keyword, status });
  const ship = useShipPointsOrder();
  const shipping = useDialog<OperatorPointsOrder>();

  return (
    <ListPage
      header={
        <>
          <PageHeader
            title="积分订单"
            crumbs={[{ title: '订单管理', to: paths.orders() }, { title: '积分订单' }]}
          />
        </>
      }
      overlays={
        <PointsShipModal
          order={shipping.target}
          {...shipping.submitsTo(
            ship,
            (input: ShipInput, order) => ({ id: order.id, input }),
            (order) => `积分订单 ${order.order_no} 已发货，已通知会员`,
          )}
        />
      }
    >
      <div className="table-toolbar">
        <div className="toolbar-filters">
          <Segmented
            value={status ?? 'all'}
            options={STATUSES}
            onChange={(v) => update({ status: v === 'all' ? undefined : v, page: undefined })}
            data-testid="po-status"
          />
        </div>
      </div>
      <SearchToolbar placeholder="积分订单号 / 会员账号 / 收货人" testId="po-search" query={orders} />
      <PointsOrdersTable
        orders={orders.data?.list}
        loading={orders.isFetching}
        mayShip={can('order.ship')}
        onShip={shipping.open}
        paging={paging(orders.data)}
      />
    </ListPage>
  );
}
