import { Space, Typography, type TableColumnsType } from 'antd';
import type { TradeUpAdminView } from '@yaocai/contract';
import { formatYuan } from '@yaocai/web-kit/format';
import { tableLook, tableOf } from '../../../components/list-kit/crud-table';
import { switchableStateColumn, windowColumn } from './promotion-columns';
import { ConfirmAction } from '../../../components/list-kit/confirm-action';
import { RowButton } from '../../../components/list-kit/row-button';

interface Actions {
  mayUpdate: boolean;
  switching: number | null;
  deleting: number | null;
  onEdit: (row: TradeUpAdminView) => void;
  onSwitch: (row: TradeUpAdminView, on: boolean) => void;
  onDelete: (id: number) => void;
}

function columns({ mayUpdate, switching, deleting, onEdit, onSwitch, onDelete }: Actions) {
  const list: TableColumnsType<TradeUpAdminView> = [
    {
      title: '活动',
      key: 'name',
      width: 200,
      render: (_, row) => (
        <div>
          <Typography.Text strong>{row.name}</Typography.Text>
          <div className="muted goods-meta">
            满 <span className="money">{formatYuan(row.threshold)}</span> 可换购 · 已换购 {row.sold} 件
          </div>
        </div>
      ),
    },
    {
      title: '换购商品',
      key: 'goods',
      render: (_, row) => (
        <div>
          {row.goods.map((g) => (
            <div key={g.id} className="nowrap-ellipsis">
              {g.goods_name} <span className="muted">{g.spec}</span>{' '}
              <span className="money money-strong">{formatYuan(g.price)}</span>
              <span className="muted money">
                {' '}
                （原价 <s>{formatYuan(g.base_price)}</s>，每单限{g.limit_per_order}件）
              </span>
            </div>
          ))}
        </div>
      ),
    },
    windowColumn<TradeUpAdminView>(),
    switchableStateColumn<TradeUpAdminView>({ mayUpdate, switching, onSwitch, testId: 'tu-switch' }),
  ];
  if (mayUpdate)
    list.push({
      title: '操作',
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <RowButton label="编辑" testId="tu-edit" onClick={() => onEdit(row)} />
          <ConfirmAction
            label="删除"
            title={`删除换购活动“${row.name}”？`}
            description="仅未产生换购订单的活动可以删除，否则请停用"
            danger
            loading={deleting === row.id}
            testId="tu-delete"
            onConfirm={() => onDelete(row.id)}
          />
        </Space>
      ),
    });
  return list;
}

export const TradeUpTable = tableOf(columns, tableLook('tu-row', 1060, '暂无换购活动'));
