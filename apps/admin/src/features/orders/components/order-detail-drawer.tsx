import { Button, Card, Descriptions, Drawer, Skeleton, Space, Tag, Timeline, Typography } from 'antd';
import { FileZipOutlined } from '@ant-design/icons';
import { documentsPackName, type OperatorOrderDetail } from '@yaocai/contract';
import { formatTime, formatYuan } from '@yaocai/web-kit/format';
import { useCan } from '../../account/api/me';
import { useOrderDetail } from '../api/order-detail';
import { ORDER_STATUS_COLORS, payMethodText, receiptLabel } from '../lib/order-labels';
import { OrderInvoices } from './order-invoices';
import { OrderLinesTable } from './order-lines-table';
import { OrderParcels } from './order-parcels';
import { ReceiptCheck } from './receipt-check';
import { AmountsSummary, minusYuan } from '../../../components/amounts-summary';

function Amounts({ order }: { order: OperatorOrderDetail }) {
  return (
    <AmountsSummary
      rows={[
        ['商品金额', formatYuan(order.goods_amount)],
        ['优惠', minusYuan(order.discount_amount)],
        ['运费', formatYuan(order.shipping_amount)],
      ]}
      payable={order.payable_amount}
      fontSize={18}
    />
  );
}

function OrderBody({
  order,
  mayCheck,
  mayShip,
}: {
  order: OperatorOrderDetail;
  mayCheck: boolean;
  mayShip: boolean;
}) {
  const receipt = receiptLabel(order.receipt_status);
  const info = [
    { key: 'member', label: '会员', children: order.username },
    { key: 'company', label: '公司', children: order.company },
    { key: 'created', label: '下单时间', children: formatTime(order.created_at) },
    { key: 'paid', label: '支付时间', children: formatTime(order.paid_at) },
    {
      key: 'pay',
      label: '支付方式',
      children: payMethodText(order),
    },
    {
      key: 'logistics',
      label: '物流',
      children: order.logistics_no ? `${order.logistics_company} ${order.logistics_no}` : '—',
    },
    {
      key: 'receipt',
      label: '含特殊药品回执',
      children: (
        <Space size={4}>
          <Tag color={receipt.color}>{receipt.label}</Tag>
          {order.receipt_note}
        </Space>
      ),
    },
    { key: 'remark', label: '订单备注', children: order.remark || '—' },
  ];
  if (order.cancel_reason) {
    info.push({
      key: 'cancel',
      label: '取消原因',
      children: <Typography.Text type="danger">{order.cancel_reason}</Typography.Text>,
    });
  }
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {mayCheck && order.receipt_status === 'pending' && <ReceiptCheck order={order} />}
      <Descriptions title="订单信息" bordered size="small" column={2} items={info} />
      <Descriptions
        title="收货信息"
        bordered
        size="small"
        column={2}
        items={[
          { key: 'consignee', label: '收货人', children: order.consignee },
          { key: 'phone', label: '联系电话', children: order.phone },
          { key: 'address', label: '收货地址', children: order.address, span: 2 },
        ]}
      />
      <Card size="small" title={`商品明细（${order.goods_count}）`}>
        <OrderLinesTable lines={order.lines} />
        <Amounts order={order} />
      </Card>
      <OrderInvoices invoices={order.invoices} />
      <OrderParcels parcels={order.parcels} mayRetry={mayShip} />
      <Card size="small" title="订单跟踪">
        {order.events.length === 0 ? (
          <span className="muted">暂无记录</span>
        ) : (
          <Timeline
            items={[...order.events].reverse().map((event, index) => ({
              key: `${event.created_at}-${index}`,
              color: index === 0 ? 'blue' : 'gray',
              content: (
                <div>
                  <div>{event.text}</div>
                  <div className="muted">{formatTime(event.created_at)}</div>
                </div>
              ),
            }))}
          />
        )}
      </Card>
    </Space>
  );
}

/** The order behind a row: lines with batch and expiry, amounts, receipt, what happened. */
export function OrderDetailDrawer({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const detail = useOrderDetail(orderId);
  const order = detail.data;
  const can = useCan();
  return (
    <Drawer
      open={orderId !== null}
      onClose={onClose}
      size={920}
      title={
        order ? (
          <Space>
            订单 {order.order_no}
            <Tag color={ORDER_STATUS_COLORS[order.status as keyof typeof ORDER_STATUS_COLORS]}>
              {order.status_name}
            </Tag>
            {order.has_special ? <Tag color="red">含特殊药品</Tag> : null}
          </Space>
        ) : (
          '订单详情'
        )
      }
      extra={
        order && order.id === orderId && (order.status === 'shipped' || order.status === 'completed') ? (
          <Button
            href={`/api/operator/orders/${order.id}/documents`}
            download={documentsPackName(order.order_no)}
            icon={<FileZipOutlined />}
            data-testid="order-documents"
          >
            下载首营资料
          </Button>
        ) : null
      }
      destroyOnHidden
      data-testid="order-detail"
    >
      {order && order.id === orderId ? (
        <OrderBody order={order} mayCheck={can('receipt.check')} mayShip={can('order.ship')} />
      ) : (
        <Skeleton active paragraph={{ rows: 10 }} />
      )}
    </Drawer>
  );
}
