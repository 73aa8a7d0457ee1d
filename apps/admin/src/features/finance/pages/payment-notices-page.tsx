import { Tag, Typography, type TableColumnsType } from 'antd';
import {
  NOTICE_OUTCOME_NAMES,
  PAYMENT_PROVIDER_LABELS,
  type PaymentNotice,
  type PaymentNoticesQuery,
} from '@yaocai/contract';
import { formatTime } from '@yaocai/web-kit/format';
import { CrudTable, tableLook } from '../../../components/list-kit/crud-table';
import { ListPage } from '../../../components/list-kit/list-page';
import { useListQuery } from '../../../components/list-kit/use-list-query';
import { QuickFilters } from '../../../components/list-kit/quick-filters';
import { paymentNoticesQueryOptions } from '../api/finance';
import { FinanceHeader } from '../components/finance-tabs';

const OUTCOME_COLORS: Record<string, string> = {
  paid: 'green',
  refund_done: 'green',
  repeated: 'default',
  rejected: 'red',
  refund_failed: 'red',
  unknown: 'orange',
};

const providerName = (provider: string) =>
  (PAYMENT_PROVIDER_LABELS as Record<string, string>)[provider] ?? provider;

const columns: TableColumnsType<PaymentNotice> = [
  { title: '收到时间', dataIndex: 'received_at', width: 150, render: formatTime },
  { title: '渠道', dataIndex: 'provider', width: 90, render: providerName },
  { title: '支付单号', dataIndex: 'payment_no', width: 200, render: (no: string) => no || '—' },
  { title: '金额（元）', dataIndex: 'amount', width: 100, align: 'right', render: (a) => a ?? '—' },
  { title: '渠道状态', dataIndex: 'state', width: 140, render: (s: string) => s || '—' },
  {
    title: '验签',
    dataIndex: 'verified',
    width: 80,
    render: (v: boolean) => (v ? <Tag color="green">通过</Tag> : <Tag color="red">未通过</Tag>),
  },
  {
    title: '处理结果',
    key: 'outcome',
    width: 220,
    render: (_, n) => (
      <div>
        <Tag color={OUTCOME_COLORS[n.outcome]}>{n.outcome_name}</Tag>
        {n.reason && <div className="muted">{n.reason}</div>}
      </div>
    ),
  },
  {
    title: '原文',
    dataIndex: 'raw',
    ellipsis: true,
    render: (raw: string) => (
      <Typography.Text type="secondary" copyable={{ text: raw }} ellipsis>
        {raw}
      </Typography.Text>
    ),
  },
];

const TABLE_LOOK = tableLook('notice-row', 1300, '暂无支付通知');

/** 支付通知: every notice the providers sent, verified or not, and what became of it (reconciliation). */
export function PaymentNoticesPage() {
  const { query, tableProps, ...list } = useListQuery((p) =>
    paymentNoticesQueryOptions({
      provider: (p.search.get('provider') ?? undefined) as PaymentNoticesQuery['provider'],
      outcome: (p.search.get('outcome') ?? undefined) as PaymentNoticesQuery['outcome'],
      page: p.page,
    }),
  );
  return (
    <ListPage header={<FinanceHeader />}>
      <QuickFilters
        list={list}
        filters={[
          {
            name: 'provider',
            placeholder: '全部渠道',
            names: PAYMENT_PROVIDER_LABELS,
            testId: 'notice-provider',
          },
          {
            name: 'outcome',
            placeholder: '全部处理结果',
            names: NOTICE_OUTCOME_NAMES,
            width: 180,
            testId: 'notice-outcome',
          },
        ]}
      />
      <CrudTable<PaymentNotice> columns={columns} {...tableProps('条')} {...TABLE_LOOK} />
    </ListPage>
  );
}
