import { App, Tag, Typography, type TableColumnsType } from 'antd';
import {
  PAYMENT_PROVIDER_LABELS,
  REFUND_STATE_NAMES,
  type ProviderRefund,
  type ProviderRefundsQuery,
} from '@yaocai/contract';
import { formatTime } from '@yaocai/web-kit/format';
import { ConfirmAction } from '../../../components/list-kit/confirm-action';
import { actionsColumn, CrudTable, tableLook } from '../../../components/list-kit/crud-table';
import { ListPage } from '../../../components/list-kit/list-page';
import { useListQuery } from '../../../components/list-kit/use-list-query';
import { QuickFilters } from '../../../components/list-kit/quick-filters';
import { useCan } from '../../account/api/me';
import { providerRefundsQueryOptions, useRetryProviderRefund } from '../api/finance';
import { FinanceHeader } from '../components/finance-tabs';

const STATE_COLORS: Record<string, string> = {
  pending: 'gold',
  sending: 'blue',
  processing: 'blue',
  done: 'green',
  failed: 'red',
};

const TABLE_LOOK = tableLook('provider-refund-row', 1400, '暂无渠道退款', (r: ProviderRefund) => r.refund_no);

/** 渠道退款: money sent back through Alipay or WeChat Pay; a failed one stays here until it is retried. */
export function ProviderRefundsPage() {
  const { message } = App.useApp();
  const canRetry = useCan()('finance.approve');
  const retry = useRetryProviderRefund();
  const { search, filter, tableProps } = useListQuery((p) =>
    providerRefundsQueryOptions({
      status: (p.search.get('status') ?? undefined) as ProviderRefundsQuery['status'],
      provider: (p.search.get('provider') ?? undefined) as ProviderRefundsQuery['provider'],
      page: p.page,
    }),
  );
  const columns: TableColumnsType<ProviderRefund> = [
    { title: '退款单号', dataIndex: 'refund_no', width: 190 },
    { title: '支付单号', dataIndex: 'payment_no', width: 190 },
    {
      title: '渠道',
      dataIndex: 'provider',
      width: 90,
      render: (p: string) => (PAYMENT_PROVIDER_LABELS as Record<string, string>)[p] ?? p,
    },
    { title: '金额（元）', dataIndex: 'amount', width: 100, align: 'right' },
    { title: '原因', dataIndex: 'reason', ellipsis: true },
    {
      title: '状态',
      key: 'status',
      width: 220,
      render: (_, r) => (
        <div>
          <Tag color={STATE_COLORS[r.status]}>{r.status_name}</Tag>
          {r.failure && <Typography.Text type="danger">{r.failure}</Typography.Text>}
        </div>
      ),
    },
    { title: '尝试次数', dataIndex: 'attempts', width: 90, align: 'right' },
    { title: '创建时间', dataIndex: 'created_at', width: 140, render: formatTime },
    {
      title: '完成时间',
      dataIndex: 'done_at',
      width: 140,
      render: (t: string | null) => (t ? formatTime(t) : '—'),
    },
    actionsColumn(
      (r) =>
        r.status === 'failed' && canRetry ? (
          <ConfirmAction
            label="重新退款"
            title="按原退款单号重新发起退款？"
            description="渠道按退款单号去重，不会重复退款。"
            loading={retry.isPending && retry.variables === r.id}
            testId={`provider-refund-retry-${r.id}`}
            onConfirm={() =>
              retry.mutate(r.id, {
                onSuccess: (answer) => void message.success(`退款${answer.status_name}`),
              })
            }
          />
        ) : null,
      { width: 90 },
    ),
  ];
  return (
    <ListPage header={<FinanceHeader />}>
      <QuickFilters
        list={{ search, filter }}
        filters={[
          {
            name: 'status',
            placeholder: '全部状态',
            names: REFUND_STATE_NAMES,
            testId: 'provider-refund-status',
          },
          { name: 'provider', placeholder: '全部渠道', names: PAYMENT_PROVIDER_LABELS },
        ]}
      />
      <CrudTable<ProviderRefund> columns={columns} {...tableProps('笔')} {...TABLE_LOOK} />
    </ListPage>
  );
}
