import { Link } from 'react-router';
import { Empty, Table, Tag } from 'antd';
import type { CashbackRecord } from '@yaocai/contract';
import { paths } from '../../../app/paths';
import { formatTime } from '@yaocai/web-kit/format';

const STATUS_COLORS: Record<CashbackRecord['status'], string> = {
  granted: 'success',
  partly_reversed: 'warning',
  reversed: 'default',
};

/** The member's latest cashback: order, rule, amount, where it went, and what refunds took back. */
export function CashbackRecords({ records }: { records: CashbackRecord[] }) {
  if (records.length === 0) return <Empty description="暂无返现记录，订单完成后满足条件的返现将自动到账" />;
  return (
    <Table<CashbackRecord>
      rowKey="id"
      size="middle"
      pagination={false}
      dataSource={records}
      data-testid="cashback-records"
      columns={[
        {
          title: '订单号',
          dataIndex: 'order_no',
          render: (no: string, r) => <Link to={paths.orderInfo(r.order_id)}>{no}</Link>,
        },
        { title: '返现活动', dataIndex: 'rule_name' },
        { title: '返现金额', dataIndex: 'amount', render: (v: string) => <b className="hb-money">¥{v}</b> },
        { title: '返至', dataIndex: 'destination_name' },
        {
          title: '退款扣回',
          dataIndex: 'reversed',
          render: (v: string) => (v === '0.00' ? '—' : `¥${v}`),
        },
        {
          title: '状态',
          dataIndex: 'status_name',
          render: (name: string, r) => <Tag color={STATUS_COLORS[r.status]}>{name}</Tag>,
        },
        {
          title: '到账时间',
          dataIndex: 'created_at',
          render: (at: string) => formatTime(at),
        },
      ]}
    />
  );
}
