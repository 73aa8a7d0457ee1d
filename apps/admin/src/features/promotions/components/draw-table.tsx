import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import type { DrawAdminView, DrawPrizeAdmin } from '@yaocai/contract';
import { actionsColumn, CrudTable, PartsTable } from '../../../components/list-kit/crud-table';
import { stateColumn, windowColumn } from './promotion-columns';
import { RowButton } from '../../../components/list-kit/row-button';

const valueText = (p: DrawPrizeAdmin) =>
  p.kind === 'points'
    ? `${p.value} 积分`
    : p.kind === 'coupon'
      ? `¥${p.value}${Number(p.coupon_threshold) > 0 ? `（满${p.coupon_threshold}可用，${p.coupon_days}天）` : `（无门槛，${p.coupon_days}天）`}`
      : p.kind === 'red_packet'
        ? `¥${p.value}`
        : '—';

const prizeColumns: TableColumnsType<DrawPrizeAdmin> = [
  { title: '类型', dataIndex: 'kind_name', width: 90 },
  { title: '奖品', dataIndex: 'name' },
  { title: '面值', key: 'value', render: (_, p) => valueText(p) },
  { title: '中奖权重', dataIndex: 'weight', width: 90, align: 'right' },
  { title: '概率', dataIndex: 'chance', width: 80, align: 'right' },
  { title: '剩余库存', dataIndex: 'stock', width: 100, align: 'right' },
  { title: '已抽中', dataIndex: 'won', width: 80, align: 'right' },
];

function columns(
  mayUpdate: boolean,
  onEdit: (draw: DrawAdminView) => void,
  onRecords: (draw: DrawAdminView) => void,
): TableColumnsType<DrawAdminView> {
  return [
    {
      title: '活动名称',
      dataIndex: 'name',
      render: (name: string, draw) => (
        <div>
          <Typography.Text strong>{name}</Typography.Text>
          <div className="muted goods-meta">
            编号 {draw.id} · 每人 {draw.times_per_member} 次
          </div>
        </div>
      ),
    },
    {
      title: '奖品',
      dataIndex: 'prizes',
      width: 300,
      render: (prizes: DrawPrizeAdmin[]) => (
        <Space size={[4, 4]} wrap>
          {prizes.map((p) => (
            <Tag key={p.id} color={p.kind === 'none' ? 'default' : 'red'} variant="outlined">
              {p.name} {p.chance}
            </Tag>
          ))}
        </Space>
      ),
    },
    windowColumn<DrawAdminView>(),
    {
      title: '参与',
      key: 'records',
      width: 110,
      align: 'right',
      render: (_, draw) => (
        <div>
          <div>{draw.members} 人</div>
          <div className="muted">{draw.records} 次</div>
        </div>
      ),
    },
    stateColumn<DrawAdminView>(),
    actionsColumn(
      (draw) => (
        <Space size={0}>
          {mayUpdate && <RowButton label="编辑" testId="draw-edit" onClick={() => onEdit(draw)} />}
          <RowButton label="抽奖记录" testId="draw-records" onClick={() => onRecords(draw)} />
        </Space>
      ),
      { width: 150, fixed: false },
    ),
  ];
}

/** The raffles; a row opens to its prizes with weights, chances, stock and wins. */
export function DrawTable({
  draws,
  loading,
  mayUpdate,
  onEdit,
  onRecords,
}: {
  draws?: DrawAdminView[];
  loading: boolean;
  mayUpdate: boolean;
  onEdit: (draw: DrawAdminView) => void;
  onRecords: (draw: DrawAdminView) => void;
}) {
  return (
    <CrudTable<DrawAdminView>
      rows={draws}
      columns={columns(mayUpdate, onEdit, onRecords)}
      loading={loading}
      scrollX={1000}
      emptyText={'暂无抽奖活动'}
      testIdOf={(draw) => `draw-row-${draw.id}`}
      expandable={{
        expandedRowRender: (draw) => <PartsTable<DrawPrizeAdmin> rows={draw.prizes} columns={prizeColumns} />,
      }}
    />
  );
}
