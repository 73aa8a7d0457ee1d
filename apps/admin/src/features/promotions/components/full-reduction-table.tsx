import { Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import type { FullReductionView } from '@yaocai/contract';
import { tableLook, tableOf } from '../../../components/list-kit/crud-table';
import type { StopAction } from '../api/stop-promotion';
import { tierText } from '../lib/full-reduction-form';
import { goodsLabel } from './goods-picker';
import { stopActionsColumn } from './stop-actions-column';
import { stateColumn, windowColumn } from './promotion-columns';

/** How many goods a row names before counting the rest (all of them show on hover). */
const NAMED_GOODS = 2;

function GoodsNames({ goods }: { goods: FullReductionView['goods'] }) {
  const named = goods.slice(0, NAMED_GOODS).map(goodsLabel);
  const rest = goods.length - named.length;
  return (
    <Tooltip title={rest > 0 ? goods.map(goodsLabel).join('、') : undefined}>
      <div data-testid="fr-goods-names">
        {named.map((name) => (
          <div key={name} className="nowrap-ellipsis">
            {name}
          </div>
        ))}
        {rest > 0 && <div className="muted">等 {goods.length} 个商品</div>}
      </div>
    </Tooltip>
  );
}

interface Actions {
  mayUpdate: boolean;
  busyId: number | null;
  onEdit: (activity: FullReductionView) => void;
  onStop: (activity: FullReductionView, action: StopAction) => void;
}

function columns({ mayUpdate, ...actions }: Actions): TableColumnsType<FullReductionView> {
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
    windowColumn<FullReductionView>(),
    {
      title: '活动商品',
      dataIndex: 'goods',
      width: 240,
      render: (goods: FullReductionView['goods']) => <GoodsNames goods={goods} />,
    },
    stateColumn<FullReductionView>(),
  ];
  if (mayUpdate) {
    list.push(
      stopActionsColumn<FullReductionView>({
        ...actions,
        noun: '满减活动',
        titleOf: (a) => a.name,
        testId: 'fr',
      }),
    );
  }
  return list;
}

export const FullReductionTable = tableOf(columns, tableLook('fr-row', 1100, '暂无满减活动'));
