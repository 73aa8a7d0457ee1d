import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import type { OperatorOrderSummary } from '@yaocai/contract';
import { formatTime, formatYuan } from '@yaocai/web-kit/format';
import { actionsColumn, tableOf } from '../../../components/list-kit/crud-table';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { canCancel, canShip, ORDER_STATUS_COLORS, receiptLabel } from '../lib/order-labels';
import { RowButton } from '../../../components/list-kit/row-button';

interface Actions {
  mayShip: boolean;
  mayCancel: boolean;
  onOpen: (order: OperatorOrderSummary) => void;
  onCancel: (order: OperatorOrderSummary) => void;
}

function columns({ mayShip, mayCancel, onOpen, onCancel }: Actions): TableColumnsType<OperatorOrderSummary> {
  return [
    {
      title: '订单号',
      dataIndex: 'order_no',
      width: 210,
      render: (no: string, order) => (
        <div>
          <Typography.Link className="nowrap" onClick={() => onOpen(order)} data-testid="order-open">
            {no}
          </Typography.Link>
          {order.has_special ? (
            <div>
              <Tag color="red" variant="outlined" className="tag-small">
                含特殊药品
              </Tag>
            </div>
          ) : null}
        </div>
      ),
    },
    {
      title: '会员 / 收货人',
      key: 'member',
      ellipsis: true,
      render: (_, order) => (
        <div>
          <div className="nowrap" title={order.company}>
            {order.company}
          </div>
          <div className="muted">
            {order.username} · {order.consignee}
          </div>
        </div>
      ),
    },
    { title: '品种数', dataIndex: 'goods_count', width: 64, align: 'right' },
    {
      title: '应付金额',
      dataIndex: 'payable_amount',
      width: 100,
      align: 'right',
      render: (v: string) => <span className="money money-strong">{formatYuan(v)}</span>,
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 76,
      render: (status: string, order) => (
        <Tag color={ORDER_STATUS_COLORS[status as keyof typeof ORDER_STATUS_COLORS]}>{order.status_name}</Tag>
      ),
    },
    {
      title: '回执',
      dataIndex: 'receipt_status',
      width: 80,
      render: (status: string) => {
        if (status === 'none') return <span className="muted">—</span>;
        const receipt = receiptLabel(status);
        return <Tag color={receipt.color}>{receipt.label}</Tag>;
      },
    },
    {
      title: '物流',
      key: 'logistics',
      width: 150,
      render: (_, order) =>
        order.logistics_no ? (
          <div>
            <div>{order.logistics_company}</div>
            <div className="muted">{order.logistics_no}</div>
          </div>
        ) : (
          <span className="muted">—</span>
        ),
    },
    { title: '下单时间', dataIndex: 'created_at', width: 136, render: formatTime },
    actionsColumn(
      (order) => (
        <Space size={0} separator={<span className="muted">|</span>}>
          <RowButton label="详情" onClick={() => onOpen(order)} />
          {mayShip && canShip(order.status) && (
            <Link to={paths.orderShip(order.id)} data-testid="order-ship">
              发货
            </Link>
          )}
          {mayCancel && canCancel(order.status) && (
            <RowButton label="取消" testId="order-cancel" danger onClick={() => onCancel(order)} />
          )}
        </Space>
      ),
      { width: 112 },
    ),
  ];
}

export const OrdersTable = tableOf(columns, {
  scrollX: 1100,
  emptyText: '没有符合条件的订单',
  testIdOf: (order) => `order-row-${order.order_no}`,
});
