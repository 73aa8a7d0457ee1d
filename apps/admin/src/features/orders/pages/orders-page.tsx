import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from 'antd';
import type { OperatorOrderSummary, OperatorOrdersQuery } from '@yaocai/contract';
import { paths } from '../../../app/paths';
import { ReasonModal } from '../../../components/reason-modal';
import { PageBody, PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../components/list-kit/use-list-query';
import { useCan } from '../../account/api/me';
import { useCancelOrder } from '../api/cancel-order';
import { useOrders } from '../api/orders';
import { OrderDetailDrawer } from '../components/order-detail-drawer';
import { ORDER_FILTER_FIELDS } from '../components/orders-filter';
import { FilterForm, useFilters } from '../../../components/list-kit/filter-form';
import { OrdersTable } from '../components/orders-table';
import { useDialog } from '../../../components/list-kit/use-dialog';

export function OrdersPage() {
  const list = useListParams();
  const { page, paging } = list;
  const { filters, barProps } = useFilters(ORDER_FILTER_FIELDS, list);
  const query = { ...filters, page } as OperatorOrdersQuery;
  const orders = useOrders(query);
  const can = useCan();
  const cancel = useCancelOrder();
  const [openId, setOpenId] = useState<number | null>(null);
  const cancelling = useDialog<OperatorOrderSummary>();

  return (
    <>
      <PageHeader
        title="订单管理"
        crumbs={[{ title: '订单管理' }]}
        extra={<Link to={paths.pointsOrders()}>积分订单</Link>}
      />
      <PageBody>
        <FilterForm {...barProps} searchTestId="orders-search" />
        <Card className="table-card">
          <OrdersTable
            rows={orders.data?.list}
            loading={orders.isFetching}
            mayShip={can('order.ship')}
            mayCancel={can('order.cancel')}
            onOpen={(order) => setOpenId(order.id)}
            onCancel={cancelling.open}
            paging={paging(orders.data)}
          />
        </Card>
      </PageBody>
      <OrderDetailDrawer orderId={openId} onClose={() => setOpenId(null)} />
      <ReasonModal
        open={cancelling.target !== null}
        title={`取消订单 ${cancelling.target?.order_no ?? ''}`}
        label="取消原因"
        placeholder="例如：会员要求取消 / 商品缺货，会员可以看到"
        okText="确认取消订单"
        testId="order-cancel"
        {...cancelling.submitsTo(
          cancel,
          (reason: string, order) => ({ id: order.id, input: { reason } }),
          '订单已取消',
        )}
      />
    </>
  );
}
