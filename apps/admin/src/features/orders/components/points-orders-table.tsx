import { Tag, Typography, type TableColumnsType } from 'antd';
import type { OperatorPointsOrder } from '@yaocai/contract';
import { formatTime } from '@yaocai/web-kit/format';
import { CrudTable, type ServerPaging } from '../../../components/list-kit/crud-table';
import { RowButton } from '../../../components/list-kit/row-button';

const STATUS_COLORS: Record<string, string> = {
  to_ship: 'processing',
  shipped: 'cyan',
  completed: 'success',
  cancelled: 'default',
};

function columns(
  mayShip: boolean,
  onShip: (order: OperatorPointsOrder) => void,
): TableColumnsType<OperatorPointsOrder> {
  const list: TableColumnsType<OperatorPointsOrder> = [
    {
      title: '积分订单',
      key: 'no',
      width: 210,
      render: (_, o) => (
        <div>
          <Typography.Text strong copyable>
            {o.order_no}
          </Typography.Text>
          <div className="muted">{formatTime(o.created_at)}</div>
        </div>
      ),
    },
    {
      title: '会员',
      key: 'member',
      width: 200,
      render: (_, o) => (
        <div>
          <div>{o.company}</div>
          <div className="muted">{o.username}</div>
        </div>
      ),
    },
    {
      title: '兑换商品',
      key: 'goods',
      render: (_, o) => (
        <div>
          {o.name} <span className="muted">× {o.number}</span>
        </div>
      ),
    },
    { title: '积分', dataIndex: 'points', width: 80, align: 'right' },
    {
      title: '收货信息 / 物流',
      key: 'ship',
      width: 280,
      render: (_, o) =>
        o.kind === 'coupon' ? (
          <span className="muted">优惠券已发放</span>
        ) : (
          <div>
            <div>
              {o.consignee} {o.phone}
            </div>
            <div className="muted">{o.address}</div>
            {o.logistics_no && (
              <div>
                {o.logistics_company} {o.logistics_no}
              </div>
            )}
          </div>
        ),
    },
    {
      title: '状态',
      dataIndex: 'status_name',
      width: 84,
      render: (name: string, o) => <Tag color={STATUS_COLORS[o.status]}>{name}</Tag>,
    },
  ];
  if (mayShip) {
    list.push({
      title: '操作',
      key: 'actions',
      width: 72,
      render: (_, o) =>
        o.status === 'to_ship' ? <RowButton label="发货" testId="po-ship" onClick={() => onShip(o)} /> : null,
    });
  }
  return list;
}

export function PointsOrdersTable({
  orders,
  loading,
  mayShip,
  onShip,
  paging,
}: {
  orders?: OperatorPointsOrder[];
  loading: boolean;
  mayShip: boolean;
  onShip: (order: OperatorPointsOrder) => void;
  paging: ServerPaging;
}) {
  return (
    <CrudTable<OperatorPointsOrder>
      rows={orders}
      columns={columns(mayShip, onShip)}
      loading={loading}
      scrollX={1080}
      paging={paging}
      emptyText={'暂无积分订单'}
      testIdOf={(o) => `po-row-${o.id}`}
    />
  );
}
