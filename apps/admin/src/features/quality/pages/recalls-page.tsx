import { useState } from 'react';
import { App, Button, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import type { RecallSummary } from '@yaocai/contract';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ListPage } from '../../../components/list-kit/list-page';
import { CrudTable } from '../../../components/list-kit/crud-table';
import { useListParams } from '../../../components/list-kit/use-list-query';
import { useRecalls, useStartRecall } from '../api/recalls';
import { RecallModal } from '../components/recall-modal';

export const LEVEL_COLORS: Record<number, string> = { 1: 'red', 2: 'orange', 3: 'gold' };

const TABS = [
  { key: 'all', label: '全部' },
  { key: 'open', label: '召回中' },
  { key: 'closed', label: '已关闭' },
];

/** 质量 → 召回管理: every recall with its batches and how many buyers have answered. */
export function RecallsPage() {
  const { search, filter, page, paging } = useListParams();
  const raw = search.get('status');
  const status = raw === 'open' || raw === 'closed' ? raw : undefined;
  const list = useRecalls({ status, page });
  const start = useStartRecall();
  const [open, setOpen] = useState(false);
  const { message } = App.useApp();
  const navigate = useNavigate();

  const columns: TableColumnsType<RecallSummary> = [
    {
      title: '召回编号',
      dataIndex: 'recall_no',
      width: 200,
      render: (no: string, r) => <Link to={`/recalls/${r.id}`}>{no}</Link>,
    },
    {
      title: '级别',
      dataIndex: 'level_name',
      width: 96,
      render: (name: string, r) => <Tag color={LEVEL_COLORS[r.level]}>{name}</Tag>,
    },
    {
      title: '召回批次',
      dataIndex: 'batches',
      render: (batches: string[]) => batches.map((b) => <div key={b}>{b}</div>),
    },
    {
      title: '原因',
      dataIndex: 'reason',
      ellipsis: true,
      render: (reason: string) => <Typography.Text ellipsis={{ tooltip: reason }}>{reason}</Typography.Text>,
    },
    {
      title: '购货单位回复',
      key: 'answered',
      width: 110,
      render: (_, r) => `${r.answered} / ${r.buyers}`,
    },
    {
      title: '状态',
      dataIndex: 'status_name',
      width: 80,
      render: (name: string, r) => <Tag color={r.status === 'open' ? 'processing' : 'default'}>{name}</Tag>,
    },
    { title: '发起', key: 'created', width: 170, render: (_, r) => `${r.created_by} ${r.created_at}` },
  ];

  return (
    <ListPage
      header={
        <PageHeader
          title="召回管理"
          crumbs={[{ title: '质量' }, { title: '召回管理' }]}
          extra={
            <Button type="primary" danger onClick={() => setOpen(true)} data-testid="recall-new">
              发起召回
            </Button>
          }
        >
          <Tabs
            activeKey={status ?? 'all'}
            items={TABS}
            onChange={(key) => filter({ status: key === 'all' ? undefined : key })}
          />
        </PageHeader>
      }
      notice="召回发起后批次立即停售；已收货的购货单位在“我的消息”和订单详情中看到召回通知，可一键退货并回复确认。"
      refresh={list}
      overlays={
        <RecallModal
          open={open}
          pending={start.isPending}
          onCancel={() => setOpen(false)}
          onSubmit={async (input) => {
            const started = await start.mutateAsync(input);
            setOpen(false);
            void message.success(
              `已发起召回 ${started.recall_no}：取消未付款订单${started.cancelled_orders}个，暂停发货${started.held_lines}项，通知购货单位${started.buyers}家`,
            );
            void navigate(`/recalls/${started.id}`);
          }}
        />
      }
    >
      <CrudTable
        rows={list.data?.list}
        columns={columns}
        loading={list.isLoading}
        emptyText="暂无召回"
        testIdOf={(r) => `recall-${r.recall_no}`}
        paging={paging(list.data, '次召回')}
        scrollX={1000}
      />
    </ListPage>
  );
}
