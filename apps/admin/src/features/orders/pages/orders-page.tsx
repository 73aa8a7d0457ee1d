import { useState } from 'react';
import { Link } from 'react-router';
import { App, Card } from 'antd';
import type { OperatorOrderSummary, OperatorOrdersQuery } from '@yaocai/contract';
import { paths } from '../../../app/paths';
import { isOrderStatus } from '@yaocai/domain';
import { ReasonModal } from '../../../components/reason-modal';
import { PageBody, PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../components/list-kit/use-list-query';
import { useCan } from '../../account/api/me';
import { useCancelOrder } from '../api/cancel-order';
import { useOrders } from '../api/orders';
import { OrderDetailDrawer } from '../components/order-detail-drawer';
import { OrdersFilter, type OrderFilters } from '../components/orders-filter';
import { OrdersTable } from '../components/orders-table';
import { isReceiptFilter } from '../lib/order-labels';

const FILTER_KEYS = ['status', 'receipt_status', 'keyword', 'batch_no', 'date_from', 'date_to'] as const;

export function OrdersPage() {
  const { search, update, page, paging } = useListParams();
  const status = search.get('status');
  const receipt = search.get('receipt_status');
  const filters: OrderFilters = {
    status: isOrderStatus(status) ? status : undefined,
    receipt_status: isReceiptFilter(receipt) ? receipt : undefined,
    keyword: search.get('keyword') ?? undefined,
    batch_no: search.get('batch_no') ?? undefined,
    date_from: search.get('date_from') ?? undefined,
    date_to: search.get('date_to') ?? undefined,
  };
  const query = { ...filters, page } as OperatorOrdersQuery;
  const orders = useOrders(query);
  const can = useCan();
  const { message } = App.useApp();
  const cancel = useCancelOrder();
  const [openId, setOpenId] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<OperatorOrderSummary | null>(null);

  const apply = (next: OrderFilters) =>
    update({ ...Object.fromEntries(FILTER_KEYS.map((key) => [key, next[key]])), page: undefined });

  return (
    <>
      <PageHeader
        title="订单管理"
        crumbs={[{ title: '订单管理' }]}
        extra={<Link to={paths.pointsOrders()}>积分订单</Link>}
      />
      <PageBody>
        <OrdersFilter value={filters} onApply={apply} />
        <Card className="table-card">
          <OrdersTable
            orders={orders.data?.list}
            loading={orders.isFetching}
            mayShip={can('order.ship')}
            mayCancel={can('order.cancel')}
            onOpen={(order) => setOpenId(order.id)}
            onCancel={setCancelling}
            paging={paging(orders.data)}
          />
        </Card>
      </PageBody>
      <OrderDetailDrawer orderId={openId} onClose={() => setOpenId(null)} />
      <ReasonModal
        open={cancelling !== null}
        title={`取消订单 ${cancelling?.order_no ?? ''}`}
        label="取消原因"
        placeholder="例如：会员要求取消 / 商品缺货，会员可以看到"
        okText="确认取消订单"
        pending={cancel.isPending}
        testId="order-cancel"
        onCancel={() => setCancelling(null)}
        onSubmit={(reason) =>
          cancel.mutateAsync(
            { id: cancelling!.id, input: { reason } },
            {
              onSuccess: () => {
                void message.success('订单已取消');
                setCancelling(null);
              },
            },
          )
        }
      />
    </>
  );
}
