import { Table, Tag } from 'antd';
import type { TransferItem } from '@yaocai/contract';
import { formatTime } from '@yaocai/web-kit/format';
import { useMyTransfers } from '../api/finance';

const COLORS: Record<string, string> = { pending: 'gold', approved: 'green', rejected: 'red' };

/** The member's announced transfers and where each stands (待复核, 已入账, 已驳回 with the reason). */
export function MyTransfers() {
  const { data, isLoading } = useMyTransfers(1);
  if (!data || data.total === 0) return null;
  return (
    <div className="my-transfers" data-testid="my-transfers">
      <h2>我的线下汇款</h2>
      <Table<TransferItem>
        size="small"
        rowKey="id"
        loading={isLoading}
        dataSource={data.list}
        pagination={false}
        columns={[
          { title: '登记时间', dataIndex: 'created_at', render: formatTime },
          { title: '金额（元）', dataIndex: 'amount', align: 'right' },
          { title: '银行 / 流水号', key: 'bank', render: (_, t) => `${t.bank_name} ${t.bank_ref}` },
          {
            title: '状态',
            key: 'status',
            render: (_, t) => (
              <>
                <Tag color={COLORS[t.status]}>{t.status_name}</Tag>
                {t.reject_reason && <span className="muted">{t.reject_reason}</span>}
              </>
            ),
          },
        ]}
      />
    </div>
  );
}
