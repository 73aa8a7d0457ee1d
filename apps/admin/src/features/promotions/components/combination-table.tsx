import { Typography, type TableColumnsType } from 'antd';
import type { CombinationAdminView } from '@yaocai/contract';
import { formatYuan } from '@yaocai/web-kit/format';
import { tableLook, tableOf } from '../../../components/list-kit/crud-table';
import type { StopAction } from '../api/stop-promotion';
import { stopActionsColumn } from './stop-actions-column';
import { stateColumn, windowColumn } from './promotion-columns';

interface Actions {
  mayUpdate: boolean;
  busyId: number | null;
  onEdit: (bundle: CombinationAdminView) => void;
  onStop: (bundle: CombinationAdminView, action: StopAction) => void;
}

function columns({ mayUpdate, ...actions }: Actions): TableColumnsType<CombinationAdminView> {
  const list: TableColumnsType<CombinationAdminView> = [
    {
      title: '组合名称',
      dataIndex: 'name',
      width: 180,
      render: (name: string, bundle) => (
        <div>
          <Typography.Text strong>{name}</Typography.Text>
          <div className="muted goods-meta">
            编号 {bundle.id}
            {bundle.ordered ? ' · 已有订单' : ''}
          </div>
        </div>
      ),
    },
    {
      title: '组合商品',
      key: 'items',
      render: (_, bundle) => (
        <div>
          {bundle.items.map((i) => (
            <div key={i.goods_id} className="nowrap-ellipsis">
              {i.goods_name} <span className="muted">{i.spec}</span> × {i.number}
              <span className="muted money"> （原价 {formatYuan(i.base_price)}）</span>
            </div>
          ))}
        </div>
      ),
    },
    {
      title: '组合价 / 原价合计',
      key: 'price',
      width: 150,
      align: 'right',
      render: (_, bundle) => (
        <div>
          <div className="money money-strong">{formatYuan(bundle.price)}</div>
          <div className="money muted">
            <s>{formatYuan(bundle.normal_total)}</s>
          </div>
          <div className="money" style={{ color: '#389e0d' }}>
            省 {formatYuan(bundle.saving)}
          </div>
        </div>
      ),
    },
    windowColumn<CombinationAdminView>(),
    stateColumn<CombinationAdminView>(),
  ];
  if (mayUpdate) {
    list.push(
      stopActionsColumn<CombinationAdminView>({
        ...actions,
        noun: '组合购',
        titleOf: (b) => b.name,
        testId: 'cb',
      }),
    );
  }
  return list;
}

export const CombinationTable = tableOf(columns, tableLook('cb-row', 1060, '暂无组合购'));
