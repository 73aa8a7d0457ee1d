import { useState } from 'react';
import { App, Button, Drawer, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import type { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from '@yaocai/contract';
import { formatTime } from '@yaocai/web-kit/format';
import { useDeliveries, useRetryDelivery } from '../api/deliveries';
import { attemptOutcome, DELIVERY_STATUS, DELIVERY_STATUS_OPTIONS } from '../lib/webhook-labels';
import { actionsColumn, CrudTable, PartsTable } from '../../../components/list-kit/crud-table';

const attemptColumns: TableColumnsType<WebhookAttempt> = [
  { title: '尝试时间', dataIndex: 'attempted_at', width: 150, render: (at: string) => formatTime(at) },
  {
    title: '状态码',
    dataIndex: 'status_code',
    width: 80,
    render: (code: number | null) =>
      code === null ? (
        <span className="muted">—</span>
      ) : (
        <Tag color={code < 300 ? 'success' : 'error'}>{code}</Tag>
      ),
  },
  { title: '耗时', dataIndex: 'duration_ms', width: 90, align: 'right', render: (ms: number) => `${ms} ms` },
  {
    title: '结果',
    key: 'outcome',
    render: (_, attempt) =>
      attempt.error ? <Typography.Text type="danger">{attemptOutcome(attempt)}</Typography.Text> : '已送达',
  },
];

/** 投递记录: each event sent to one endpoint, its attempts, and 重试 for one that failed. */
export function DeliveriesDrawer({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
}) {
  const [status, setStatus] = useState<WebhookDelivery['status'] | undefined>();
  const [page, setPage] = useState(1);
  const deliveries = useDeliveries(endpoint?.id ?? null, { status, page });
  const retry = useRetryDelivery(endpoint?.id ?? null);
  const { message } = App.useApp();

  const columns: TableColumnsType<WebhookDelivery> = [
    {
      title: '事件',
      dataIndex: 'event_name',
      render: (name: string, d) => (
        <Space direction="vertical" size={0}>
          <span>{name}</span>
          <Typography.Text type="secondary" className="mono">
            {d.event_type}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: '对象',
      dataIndex: 'subject',
      width: 190,
      render: (s: string) => <span className="mono">{s || '—'}</span>,
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (s: WebhookDelivery['status']) => (
        <Tag color={DELIVERY_STATUS[s].color}>{DELIVERY_STATUS[s].label}</Tag>
      ),
    },
    { title: '尝试', dataIndex: 'attempts', width: 64, align: 'right' },
    {
      title: '时间',
      key: 'time',
      width: 190,
      render: (_, d) => (
        <Space direction="vertical" size={0}>
          <span>事件 {formatTime(d.created_at)}</span>
          {d.next_attempt_at && (
            <Typography.Text type="secondary">下次 {formatTime(d.next_attempt_at)}</Typography.Text>
          )}
        </Space>
      ),
    },
    actionsColumn(
      (d) => (
        <Button
          type="link"
          size="small"
          loading={retry.isPending && retry.variables === d.id}
          onClick={() =>
            retry.mutate(d.id, {
              onSuccess: () => {
                void message.success('已加入重试，稍后刷新查看结果');
                void deliveries.refetch();
              },
            })
          }
          data-testid="delivery-retry"
        >
          {d.status === 'succeeded' ? '重发' : '重试'}
        </Button>
      ),
      { width: 80, fixed: false },
    ),
  ];

  return (
    <Drawer
      open={endpoint !== null}
      onClose={onClose}
      width={980}
      title={
        <Space direction="vertical" size={0}>
          <span>投递记录</span>
          <Typography.Text type="secondary" className="mono">
            {endpoint?.url}
          </Typography.Text>
        </Space>
      }
      destroyOnHidden
    >
      <div className="table-toolbar">
        <Space>
          <span>状态</span>
          <Select
            allowClear
            placeholder="全部"
            value={status}
            options={DELIVERY_STATUS_OPTIONS}
            onChange={(next?: WebhookDelivery['status']) => {
              setStatus(next);
              setPage(1);
            }}
            style={{ width: 140 }}
          />
        </Space>
        <Button onClick={() => void deliveries.refetch()} loading={deliveries.isFetching}>
          刷新
        </Button>
      </div>
      <CrudTable<WebhookDelivery>
        size="small"
        columns={columns}
        rows={deliveries.data?.list}
        loading={deliveries.isLoading}
        expandable={{
          expandedRowRender: (d) => (
            <PartsTable<WebhookAttempt>
              rows={d.attempt_list}
              columns={attemptColumns}
              locale={{ emptyText: '尚未尝试' }}
            />
          ),
          rowExpandable: (d) => d.attempt_list.length > 0,
        }}
        paging={{
          page,
          pageSize: deliveries.data?.page_size ?? 20,
          total: deliveries.data?.total ?? 0,
          onPage: setPage,
        }}
        emptyText="暂无投递：订阅的事件发生后会出现在这里"
        testIdOf={(d) => `delivery-row-${d.id}`}
      />
    </Drawer>
  );
}
