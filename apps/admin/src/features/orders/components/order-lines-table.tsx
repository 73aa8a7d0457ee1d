import { Tag, Typography, type TableColumnsType } from 'antd';
import type { OperatorOrderDetail } from '@yaocai/contract';
import { formatDay, formatYuan } from '@yaocai/web-kit/format';
import { PartsTable } from '../../../components/list-kit/crud-table';

type Line = OperatorOrderDetail['lines'][number];

const columns: TableColumnsType<Line> = [
  {
    title: '商品',
    key: 'goods',
    render: (_, line) => (
      <div>
        <Typography.Text strong>{line.goods_name}</Typography.Text>
        {line.is_gift ? (
          <Tag color="magenta" style={{ marginLeft: 6 }}>
            赠品
          </Tag>
        ) : null}
        <div className="muted">
          {line.spec}
          {line.manufacturer ? ` · ${line.manufacturer}` : ''}
        </div>
      </div>
    ),
  },
  { title: '批号', dataIndex: 'batch_no', width: 120, render: (v: string) => v || '—' },
  { title: '有效期至', dataIndex: 'expires_on', width: 104, render: formatDay },
  {
    title: '数量',
    key: 'quantity',
    width: 80,
    align: 'right',
    render: (_, line) => `${line.quantity}${line.unit}`,
  },
  {
    title: '单价',
    dataIndex: 'unit_price',
    width: 90,
    align: 'right',
    render: (v: string) => <span className="money">{formatYuan(v)}</span>,
  },
  {
    title: '金额',
    dataIndex: 'amount',
    width: 100,
    align: 'right',
    render: (v: string) => <span className="money">{formatYuan(v)}</span>,
  },
];

/** The order's lines with the batch and expiry each was allocated (GSP record). */
export function OrderLinesTable({ lines }: { lines: Line[] }) {
  return <PartsTable<Line> rows={lines} columns={columns} bordered data-testid="order-lines" />;
}
