import { App, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import type { OperatorAfterSale, ShipInput } from '@yaocai/contract';
import { AFTER_SALE_STATUS_LABELS, AFTER_SALE_STATUSES, isAfterSaleStatus } from '@yaocai/domain';
import { ReasonModal } from '../../../components/reason-modal';
import { PageHeader } from '../../../components/page-header';
import { SearchToolbar } from '../../../components/search-toolbar';
import { formatTime } from '@yaocai/web-kit/format';
import { useListParams } from '../../../components/list-kit/use-list-query';
import { actionsColumn, CrudTable } from '../../../components/list-kit/crud-table';
import { useCan } from '../../account/api/me';
import { useAfterSales } from '../api/after-sales';
import { useApproveAfterSale } from '../api/approve-after-sale';
import { useRefundAfterSale } from '../api/refund-after-sale';
import { useRefuseAfterSale } from '../api/refuse-after-sale';
import { useReshipAfterSale } from '../api/reship-after-sale';
import { ReplacementShipModal } from '../../orders/components/ship-modal';
import { AfterSaleActions, type AfterSaleHandlers } from '../components/after-sale-actions';
import { AfterSaleExpanded } from '../components/after-sale-expanded';
import { ReturnReceiveModal } from '../components/return-receive-modal';
import { RefundAmount } from '../components/refund-amount';
import { AFTER_SALE_STATUS_COLORS, afterSaleActions } from '../lib/after-sale-steps';
import { ListPage } from '../../../components/list-kit/list-page';
import { useDialog } from '../../../components/list-kit/use-dialog';

const TABS = [
  { key: 'all', label: '全部' },
  ...AFTER_SALE_STATUSES.map((status) => ({ key: status, label: AFTER_SALE_STATUS_LABELS[status] })),
];

export function AfterSalesPage() {
  const { search, update, page, paging } = useListParams();
  const rawStatus = search.get('status');
  const status = isAfterSaleStatus(rawStatus) ? rawStatus : undefined;
  const keyword = search.get('keyword') ?? '';
  const list = useAfterSales({ status, keyword, page });
  const can = useCan();
  const { message } = App.useApp();
  const approve = useApproveAfterSale();
  const refuse = useRefuseAfterSale();
  const refund = useRefundAfterSale();
  const reship = useReshipAfterSale();
  const refusing = useDialog<OperatorAfterSale>();
  const reshipping = useDialog<OperatorAfterSale>();
  const receiving = useDialog<OperatorAfterSale>();

  const running = [approve, refund].find((m) => m.isPending);
  const handlers: AfterSaleHandlers = {
    busyId: running ? (running.variables ?? null) : null,
    onApprove: (sale) =>
      approve.mutate(sale.id, {
        onSuccess: () => void message.success(`已同意售后申请 ${sale.after_sale_no}`),
      }),
    onRefuse: refusing.open,
    onReship: reshipping.open,
    onReceived: receiving.open,
    onRefund: (sale) =>
      refund
        .mutateAsync(sale.id, {
          onSuccess: () => void message.success(`售后单 ${sale.after_sale_no} 已退款，款项原路退回`),
        })
        // http.ts has shown the refusal; the confirmation just closes.
        .catch(() => undefined),
  };

  const columns: TableColumnsType<OperatorAfterSale> = [
    {
      title: '售后单号 / 订单号',
      key: 'numbers',
      width: 210,
      render: (_, sale) => (
        <div className="nowrap">
          <div>{sale.after_sale_no}</div>
          <div className="muted">{sale.order_no}</div>
        </div>
      ),
    },
    {
      title: '会员 / 公司',
      key: 'member',
      ellipsis: true,
      render: (_, sale) => (
        <div>
          <div className="nowrap">{sale.company}</div>
          <div className="muted">{sale.username}</div>
        </div>
      ),
    },
    { title: '类型', dataIndex: 'kind_name', width: 88, render: (name: string) => <Tag>{name}</Tag> },
    {
      title: '申请原因',
      dataIndex: 'reason',
      ellipsis: true,
      render: (reason: string) => <Typography.Text ellipsis={{ tooltip: reason }}>{reason}</Typography.Text>,
    },
    {
      title: '退款金额',
      dataIndex: 'refund_amount',
      width: 100,
      align: 'right',
      render: (_, sale) => <RefundAmount sale={sale} />,
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      render: (code: string, sale) => (
        <Tag color={isAfterSaleStatus(code) ? AFTER_SALE_STATUS_COLORS[code] : 'default'}>
          {sale.status_name}
        </Tag>
      ),
    },
    { title: '申请时间', dataIndex: 'created_at', width: 136, render: formatTime },
    actionsColumn(
      (sale) => (
        <AfterSaleActions
          sale={sale}
          actions={afterSaleActions(sale.kind, sale.status, can)}
          handlers={handlers}
        />
      ),
      { width: 170 },
    ),
  ];

  return (
    <ListPage
      header={
        <>
          <PageHeader title="售后管理" crumbs={[{ title: '售后管理' }]}>
            <Tabs
              activeKey={status ?? 'all'}
              onChange={(key) => update({ status: key === 'all' ? undefined : key, page: undefined })}
              items={TABS}
            />
          </PageHeader>
        </>
      }
      overlays={
        <>
          <ReplacementShipModal
            order={reshipping.target}
            {...reshipping.submitsTo(
              reship,
              (input: ShipInput, sale) => ({ id: sale.id, input }),
              (sale) => `售后单 ${sale.after_sale_no} 的换货已发出`,
            )}
          />
          <ReasonModal
            open={refusing.target !== null}
            title={`拒绝售后申请 ${refusing.target?.after_sale_no ?? ''}`}
            label="拒绝原因"
            placeholder="例如：商品已拆封影响二次销售，会员可以看到"
            okText="确认拒绝"
            testId="after-sale-refuse"
            {...refusing.submitsTo(
              refuse,
              (reason: string, sale) => ({ id: sale.id, input: { reason } }),
              '已拒绝该售后申请',
            )}
          />
          {receiving.target && <ReturnReceiveModal sale={receiving.target} onClose={receiving.close} />}
        </>
      }
    >
      <SearchToolbar placeholder="售后单号 / 订单号 / 会员 / 公司" testId="after-sale-search" query={list} />
      <CrudTable<OperatorAfterSale>
        columns={columns}
        rows={list.data?.list}
        loading={list.isFetching}
        scrollX={1100}
        expandable={{ expandedRowRender: (sale) => <AfterSaleExpanded sale={sale} /> }}
        emptyText={'暂无售后申请'}
        testIdOf={(sale) => `after-sale-row-${sale.after_sale_no}`}
        paging={paging(list.data)}
      />
    </ListPage>
  );
}
