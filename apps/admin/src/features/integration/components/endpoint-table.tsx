import { Badge, Space, Tag, Typography, type TableColumnsType } from 'antd';
import type { WebhookEndpoint } from '@yaocai/contract';
import { formatTime } from '@yaocai/web-kit/format';
import { actionsColumn, CrudTable, tableLook } from '../../../components/list-kit/crud-table';
import { eventNames } from '../lib/webhook-labels';
import { ConfirmAction } from '../../../components/list-kit/confirm-action';
import { RowButton } from '../../../components/list-kit/row-button';

interface Props {
  endpoints?: WebhookEndpoint[];
  eventTypes: readonly { code: string; name: string }[];
  loading: boolean;
  busyId: number | null;
  onDeliveries: (endpoint: WebhookEndpoint) => void;
  onDelete: (endpoint: WebhookEndpoint) => Promise<unknown>;
}

/** The ERP endpoints: where, which events, how their deliveries stand. */
export function EndpointTable({ endpoints, eventTypes, loading, busyId, onDeliveries, onDelete }: Props) {
  const columns: TableColumnsType<WebhookEndpoint> = [
    {
      title: '接收地址',
      dataIndex: 'url',
      render: (url: string, endpoint) => (
        <Space direction="vertical" size={0}>
          <Typography.Text copyable={{ text: url }} className="mono">
            {url}
          </Typography.Text>
          {endpoint.description && <Typography.Text type="secondary">{endpoint.description}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: '订阅事件',
      dataIndex: 'events',
      width: 300,
      render: (events: string[]) => (
        <Space size={[4, 4]} wrap>
          {eventNames(events, eventTypes).map((name) => (
            <Tag key={name}>{name}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: '投递情况',
      key: 'health',
      width: 150,
      render: (_, endpoint) => (
        <Space direction="vertical" size={0}>
          <Badge
            status={endpoint.pending > 0 ? 'processing' : 'default'}
            text={`投递中 ${endpoint.pending}`}
          />
          <Badge status={endpoint.failed > 0 ? 'error' : 'default'} text={`失败 ${endpoint.failed}`} />
        </Space>
      ),
    },
    {
      title: '创建',
      key: 'created',
      width: 150,
      render: (_, endpoint) => (
        <Space direction="vertical" size={0}>
          <span>{endpoint.created_by || '—'}</span>
          <Typography.Text type="secondary">{formatTime(endpoint.created_at)}</Typography.Text>
        </Space>
      ),
    },
    actionsColumn(
      (endpoint) => (
        <Space size={0} separator={<span className="muted">|</span>}>
          <RowButton label="投递记录" testId="webhook-deliveries" onClick={() => onDeliveries(endpoint)} />
          <ConfirmAction
            label="删除"
            title="删除该接收地址？"
            description="删除后不再向其推送，未完成的投递将停止"
            danger
            loading={busyId === endpoint.id}
            testId="webhook-delete"
            onConfirm={() => onDelete(endpoint)}
          />
        </Space>
      ),
      { width: 150, fixed: false },
    ),
  ];
  return (
    <CrudTable<WebhookEndpoint>
      columns={columns}
      rows={endpoints}
      loading={loading}
      paging="whole"
      {...tableLook('webhook-row', 960, '尚未配置接收地址：新增后，订单等事件将实时推送到 ERP')}
    />
  );
}
