import { Button, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { FullReductionView } from '@yaocai/contract';
import { formatTime } from '../../../lib/format';
import { rowTestId } from '../../../lib/row-test-id';
import { tierText } from '../lib/full-reduction-form';
import { StateTag } from './state-tag';

function columns(
  mayUpdate: boolean,
  onEdit: (activity: FullReductionView) => void,
): TableColumnsType<FullReductionView> {
  const list: TableColumnsType<FullReductionView> = [
    {
      title: '活动名称',
      dataIndex: 'name',
      render: (name: string, activity) => (
        <div>
          <Typography.Text strong>{name}</Typography.Text>
          <div className="muted goods-meta">编号 {activity.id}</div>
        </div>
      ),
    },
    {
      title: '满减档位',
      dataIndex: 'tiers',
      width: 260,
      render: (tiers: FullReductionView['tiers']) => (
        <Space size={[4, 4]} wrap>
          {tiers.map((tier) => (
            <Tag key={tier.amount} color="red" variant="outlined">
              {tierText(tier)}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: '活动时间',
      key: 'window',
      width: 170,
      render: (_, activity) => (
        <div className="nowrap">
          <div>{formatTime(activity.starts_at)}</div>
          <div className="muted">至 {formatTime(activity.ends_at)}</div>
        </div>
      ),
    },
    {
      title: '活动商品',
      dataIndex: 'goods_ids',
      width: 100,
      align: 'right',
      render: (ids: number[]) => `${ids.length} 个`,
    },
    {
      title: '状态',
      dataIndex: 'state',
      width: 90,
      render: (_, activity) => <StateTag state={activity.state} name={activity.state_name} />,
    },
  ];
  if (mayUpdate) {
    list.push({
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_, activity) => (
        <Button type="link" size="small" onClick={() => onEdit(activity)} data-testid="fr-edit">
          编辑
        </Button>
      ),
    });
  }
  return list;
}

export function FullReductionTable({
  activities,
  loading,
  mayUpdate,
  onEdit,
}: {
  activities?: FullReductionView[];
  loading: boolean;
  mayUpdate: boolean;
  onEdit: (activity: FullReductionView) => void;
}) {
  return (
    <Table<FullReductionView>
      rowKey="id"
      size="middle"
      columns={columns(mayUpdate, onEdit)}
      dataSource={activities}
      loading={loading}
      scroll={{ x: 900 }}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: '暂无满减活动' }}
      onRow={(activity) => rowTestId(`fr-row-${activity.id}`)}
    />
  );
}
