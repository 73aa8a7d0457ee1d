import { Tag, Typography, type TableColumnsType } from 'antd';
import { editColumn } from './on-off-columns';
import type { StorewideDiscountView } from '@yaocai/contract';
import { tableLook, tableOf } from '../../../components/list-kit/crud-table';
import { switchableStateColumn, type SwitchRows, windowColumn } from './promotion-columns';

function columns({
  mayUpdate,
  onEdit,
  onSwitch,
  switching,
}: SwitchRows<StorewideDiscountView>): TableColumnsType<StorewideDiscountView> {
  const list: TableColumnsType<StorewideDiscountView> = [
    {
      title: '活动',
      key: 'name',
      render: (_, d) => (
        <div>
          <Typography.Text strong>{d.name}</Typography.Text>
          <Tag color="red" style={{ marginLeft: 8 }}>
            {d.label}
          </Tag>
        </div>
      ),
    },
    {
      title: '不参与',
      key: 'excluded',
      render: (_, d) => (
        <div className="muted goods-meta">
          {d.excluded_categories.map((c) => c.name).join('、') || '无分类'}
          {d.excluded_goods_ids.length > 0 && ` · ${d.excluded_goods_ids.length} 个商品`}
        </div>
      ),
    },
    windowColumn<StorewideDiscountView>(),
    switchableStateColumn<StorewideDiscountView>({
      mayUpdate,
      switching,
      onSwitch,
      testId: 'sw-switch',
    }),
  ];
  if (mayUpdate) list.push(editColumn(onEdit, 'sw-edit'));
  return list;
}

/** The rows with their state switch and, for roles that may update, 编辑. */
export const StorewideTable = tableOf(columns, tableLook('sw-row', 860, '暂无全场折扣活动'));
