import { useState } from 'react';
import { App, Image, Space, Tabs, Tag, type TableColumnsType } from 'antd';
import { TRANSFER_PURPOSE_NAMES, TRANSFER_PURPOSES, type TransferItem } from '@yaocai/contract';
import { formatTime } from '@yaocai/web-kit/format';
import { ConfirmAction } from '../../../components/list-kit/confirm-action';
import { actionsColumn, CrudTable, tableLook } from '../../../components/list-kit/crud-table';
import { ListPage } from '../../../components/list-kit/list-page';
import { useListQuery } from '../../../components/list-kit/use-list-query';
import { QuickFilters } from '../../../components/list-kit/quick-filters';
import { ReasonModal } from '../../../components/reason-modal';
import { useDialog } from '../../../components/list-kit/use-dialog';
import { SearchToolbar } from '../../../components/search-toolbar';
import { useCan, useMe } from '../../account/api/me';
import {
  transfersQueryOptions,
  useApproveTransfer,
  useRecordTransfer,
  useRejectTransfer,
} from '../api/finance';
import { FinanceHeader } from '../components/finance-tabs';
import { TransferModal } from '../components/transfer-modal';
import { RowButton } from '../../../components/list-kit/row-button';
import { NewButton } from '../../../components/new-button';

const STATUS_TABS = [
  { key: 'pending', label: '待复核' },
  { key: 'approved', label: '已入账' },
  { key: 'rejected', label: '已驳回' },
  { key: 'all', label: '全部' },
];
const STATUS_COLORS: Record<string, string> = { pending: 'gold', approved: 'green', rejected: 'red' };
type Status = 'pending' | 'approved' | 'rejected';
type Purpose = (typeof TRANSFER_PURPOSES)[number];

const TABLE_LOOK = tableLook('transfer-row', 1350, '暂无汇款记录', (t: TransferItem) => t.transfer_no);

/** 线下汇款: transfers waiting for review first; 登记 by finance, 通过 / 驳回 by another staff member. */
export function TransfersPage() {
  const { search, filter, query, tableProps } = useListQuery((p) => {
    const status = (p.search.get('status') ?? 'pending') as Status | 'all';
    return transfersQueryOptions({
      status: status === 'all' ? undefined : status,
      purpose: (p.search.get('purpose') as Purpose | null) ?? undefined,
      keyword: p.keyword,
      page: p.page,
    });
  });
  const can = useCan();
  const me = useMe().data;
  const { message } = App.useApp();
  const record = useRecordTransfer();
  const approve = useApproveTransfer();
  const reject = useRejectTransfer();
  const [recording, setRecording] = useState(false);
  const rejecting = useDialog<TransferItem>();

  const columns: TableColumnsType<TransferItem> = [
    {
      title: '汇款单号 / 流水号',
      key: 'no',
      width: 250,
      render: (_, t) => (
        <div>
          <div className="nowrap">{t.transfer_no}</div>
          <div className="muted">
            {t.bank_name ? `${t.bank_name} · ` : ''}
            {t.bank_ref}
          </div>
        </div>
      ),
    },
    {
      title: '付款单位',
      key: 'company',
      ellipsis: true,
      render: (_, t) => (
        <div>
          <div className="nowrap">{t.company}</div>
          <div className="muted">{t.username}</div>
        </div>
      ),
    },
    { title: '金额（元）', dataIndex: 'amount', width: 110, align: 'right' },
    {
      title: '用途',
      key: 'purpose',
      width: 150,
      render: (_, t) => (
        <div>
          <Tag>{t.purpose_name}</Tag>
          {t.order_no && <div className="muted">{t.order_no}</div>}
        </div>
      ),
    },
    { title: '汇款日期', dataIndex: 'paid_on', width: 100 },
    {
      title: '凭证',
      dataIndex: 'voucher',
      width: 70,
      render: (url: string) => <Image src={url} width={40} height={40} alt="汇款凭证" />,
    },
    {
      title: '登记 / 复核',
      key: 'people',
      width: 150,
      render: (_, t) => (
        <div>
          <div>{t.source === 'member' ? `会员 ${t.recorded_by_name}` : t.recorded_by_name}</div>
          <div className="muted">
            {t.reviewed_by_name ? `复核 ${t.reviewed_by_name}` : formatTime(t.created_at)}
          </div>
        </div>
      ),
    },
    {
      title: '状态',
      key: 'status',
      width: 90,
      render: (_, t) => (
        <Tag color={STATUS_COLORS[t.status]} title={t.reject_reason || undefined}>
          {t.status_name}
        </Tag>
      ),
    },
    actionsColumn<TransferItem>((t) =>
      t.status === 'pending' && can('finance.approve') ? (
        <Space size={0}>
          {t.source === 'staff' && t.recorded_by_name === me?.username ? (
            <span className="muted">待他人复核</span>
          ) : (
            <ConfirmAction
              label="通过"
              title={`确认 ${t.company} 的汇款 ¥${t.amount} 已到账？`}
              description={`通过后${TRANSFER_PURPOSE_NAMES[t.purpose]}，入账一次，不可撤销。`}
              loading={approve.isPending && approve.variables === t.id}
              testId={`transfer-approve-${t.transfer_no}`}
              onConfirm={() =>
                approve.mutate(t.id, {
                  onSuccess: () => void message.success(`汇款 ${t.transfer_no} 已入账`),
                })
              }
            />
          )}
          <RowButton label="驳回" danger onClick={() => rejecting.open(t)} />
        </Space>
      ) : null,
    ),
  ];

  return (
    <ListPage
      header={
        <FinanceHeader
          extra={
            can('finance.transfer') && (
              <NewButton label="登记汇款" testId="transfer-new" onClick={() => setRecording(true)} />
            )
          }
        />
      }
      notice="对公转账到账后登记（或由会员在「余额管理」自行登记），另一位同事核对银行流水后通过；登记人不能复核自己登记的汇款。"
      overlays={
        <>
          <TransferModal
            editing={recording ? 'new' : null}
            pending={record.isPending}
            onCancel={() => setRecording(false)}
            onSubmit={(input) =>
              record.mutateAsync(input, {
                onSuccess: (saved) => {
                  void message.success(`已登记汇款 ${saved.transfer_no}，等待复核`);
                  setRecording(false);
                },
              })
            }
          />
          <ReasonModal
            open={rejecting.target !== null}
            title={`驳回汇款 ${rejecting.target?.transfer_no ?? ''}`}
            label="驳回原因"
            placeholder="例如：银行流水中未查到该笔汇款"
            okText="确认驳回"
            testId="transfer-reject"
            {...rejecting.submitsTo(reject, (reason: string, t) => ({ id: t.id, reason }), '已驳回该笔汇款')}
          />
        </>
      }
    >
      <Tabs
        activeKey={search.get('status') ?? 'pending'}
        onChange={(key) => filter({ status: key === 'pending' ? undefined : key })}
        items={STATUS_TABS}
      />
      <QuickFilters
        list={{ search, filter }}
        filters={[{ name: 'purpose', placeholder: '全部用途', names: TRANSFER_PURPOSE_NAMES }]}
      />
      <SearchToolbar placeholder="汇款单号 / 流水号 / 单位 / 账号" testId="transfer-search" query={query} />
      <CrudTable<TransferItem> columns={columns} {...tableProps('笔')} {...TABLE_LOOK} />
    </ListPage>
  );
}
