import { Space, Statistic, Tag, type TableColumnsType } from 'antd';
import { PAYMENT_METHOD_NAMES, PAYMENT_STATUS_NAMES, type FinancePayment } from '@yaocai/contract';
import { formatTime } from '@yaocai/web-kit/format';
import { CrudTable, tableLook } from '../../../components/list-kit/crud-table';
import { ListPage } from '../../../components/list-kit/list-page';
import { useListQuery } from '../../../components/list-kit/use-list-query';
import { QuickFilters } from '../../../components/list-kit/quick-filters';
import { SearchToolbar } from '../../../components/search-toolbar';
import { paymentsQueryOptions } from '../api/finance';
import { FinanceHeader } from '../components/finance-tabs';

const STATUS_COLORS: Record<string, string> = {
  paid: 'green',
  pending: 'gold',
  cancelled: 'default',
  refunded: 'red',
};

const columns: TableColumnsType<FinancePayment> = [
  { title: '支付单号', dataIndex: 'payment_no', width: 200 },
  {
    title: '会员 / 单位',
    key: 'member',
    ellipsis: true,
    render: (_, p) => (
      <div>
        <div className="nowrap">{p.company}</div>
        <div className="muted">{p.username}</div>
      </div>
    ),
  },
  {
    title: '用途',
    key: 'purpose',
    width: 200,
    render: (_, p) => (
      <div>
        <div>{p.purpose_name}</div>
        {p.order_no && <div className="muted">{p.order_no}</div>}
      </div>
    ),
  },
  {
    title: '支付方式',
    key: 'method',
    width: 120,
    render: (_, p) => (
      <span>
        {p.method_name}
        {p.provider && <span className="muted"> · {p.provider}</span>}
      </span>
    ),
  },
  { title: '金额（元）', dataIndex: 'amount', width: 110, align: 'right' },
  {
    title: '状态',
    key: 'status',
    width: 100,
    render: (_, p) => <Tag color={STATUS_COLORS[p.status]}>{p.status_name}</Tag>,
  },
  { title: '支付时间', dataIndex: 'paid_at', width: 140, render: formatTime },
  { title: '创建时间', dataIndex: 'created_at', width: 140, render: formatTime },
];

const TABLE_LOOK = tableLook('payment-row', 1200, '暂无收款记录', (p: FinancePayment) => p.payment_no);

/** 收款记录: every payment by method (provider) and state, with the paid totals of the filter. */
export function PaymentsPage() {
  const { search, filter, query, tableProps } = useListQuery((p) =>
    paymentsQueryOptions({
      method: p.search.get('method') ?? undefined,
      status: p.search.get('status') ?? undefined,
      keyword: p.keyword,
      page: p.page,
    }),
  );
  return (
    <ListPage header={<FinanceHeader />}>
      <QuickFilters
        list={{ search, filter }}
        filters={[
          {
            name: 'method',
            placeholder: '全部支付方式',
            names: PAYMENT_METHOD_NAMES,
            width: 150,
            testId: 'payment-method',
          },
          { name: 'status', placeholder: '全部状态', names: PAYMENT_STATUS_NAMES, width: 130 },
        ]}
      />
      <Space size={32} style={{ marginBottom: 12 }} data-testid="payment-totals">
        {query.data?.totals.map((t) => (
          <Statistic
            key={t.method}
            title={`${t.method_name}已收（${t.count}笔）`}
            value={t.amount}
            prefix="¥"
          />
        ))}
      </Space>
      <SearchToolbar placeholder="支付单号 / 订单号 / 账号 / 单位" testId="payment-search" query={query} />
      <CrudTable<FinancePayment> columns={columns} {...tableProps('笔')} {...TABLE_LOOK} />
    </ListPage>
  );
}
