import { Progress, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import type { ShipTraceLine } from '@yaocai/contract';
import { formatDay } from '@yaocai/web-kit/format';
import { unitsPacked, type Packing } from '../lib/packing';
import { RowButton } from '../../../components/list-kit/row-button';
import { actionsColumn } from '../../../components/list-kit/crud-table';

/** The order's lines while packing: the line being packed, units scanned of units to ship, each code. */
export function PackLinesTable({
  lines,
  packing,
  activeId,
  lineErrors,
  loading,
  onActivate,
  onRemove,
}: {
  lines: ShipTraceLine[];
  packing: Packing;
  activeId: number | null;
  lineErrors: Record<number, string>;
  loading: boolean;
  onActivate: (lineId: number) => void;
  onRemove: (lineId: number, code: string) => void;
}) {
  const columns: TableColumnsType<ShipTraceLine> = [
    {
      title: '商品',
      key: 'goods',
      width: 300,
      render: (_, l) => (
        <div>
          <Typography.Text strong>{l.goods_name}</Typography.Text>
          {l.order_line_id === activeId && l.trace_required === 1 && (
            <Tag color="processing" style={{ marginLeft: 6 }}>
              当前装箱
            </Tag>
          )}
          <div className="muted">
            {l.spec} · 批号 {l.batch_no} · 有效期至 {formatDay(l.expires_on)}
          </div>
          {lineErrors[l.order_line_id] && (
            <Typography.Text type="danger" data-testid="pack-line-error">
              {lineErrors[l.order_line_id]}
            </Typography.Text>
          )}
        </div>
      ),
    },
    {
      title: '追溯码',
      key: 'trace',
      width: 120,
      render: (_, l) =>
        l.trace_required === 1 ? (
          <span>
            <Tag color="blue">有码</Tag>
            <div className="muted">标识码 {l.trace_prefix || '未设置'}</div>
          </span>
        ) : (
          <Tag>无码</Tag>
        ),
    },
    {
      title: '已扫 / 应发',
      key: 'count',
      width: 160,
      render: (_, l) => {
        if (l.trace_required !== 1) return `${l.to_ship} ${l.unit}（无需扫码）`;
        const done = unitsPacked(packing, l.order_line_id);
        return (
          <div data-testid="pack-count" data-line-id={l.order_line_id}>
            {done} / {l.to_ship} {l.unit}
            <Progress
              percent={l.to_ship ? Math.round((done / l.to_ship) * 100) : 100}
              size="small"
              showInfo={false}
              status={done === l.to_ship ? 'success' : 'active'}
            />
          </div>
        );
      },
    },
    {
      title: '已扫追溯码',
      key: 'codes',
      render: (_, l) => (
        <div className="pack-codes">
          {(packing[l.order_line_id] ?? []).map((c) => (
            <Tooltip key={c.code} title={c.refusal}>
              <Tag
                color={c.refusal ? 'error' : undefined}
                closable
                onClose={(e) => {
                  e.preventDefault();
                  onRemove(l.order_line_id, c.code);
                }}
                data-testid={c.refusal ? 'pack-code-refused' : 'pack-code'}
              >
                {c.code}
                {c.units > 1 ? ` ×${c.units}` : ''}
              </Tag>
            </Tooltip>
          ))}
        </div>
      ),
    },
    actionsColumn(
      (l) =>
        l.trace_required === 1 && l.order_line_id !== activeId ? (
          <RowButton label="装箱此行" onClick={() => onActivate(l.order_line_id)} />
        ) : null,
      { width: 96, fixed: false },
    ),
  ];
  return (
    <Table<ShipTraceLine>
      rowKey="order_line_id"
      columns={columns}
      dataSource={lines}
      loading={loading}
      pagination={false}
      rowClassName={(l) => (l.order_line_id === activeId && l.trace_required === 1 ? 'pack-active-row' : '')}
      onRow={(l) => ({ onClick: () => l.trace_required === 1 && onActivate(l.order_line_id) })}
      data-testid="pack-lines"
    />
  );
}
