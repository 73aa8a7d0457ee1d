import { Tag, Typography, type TableColumnsType } from 'antd';
import type { ActivityPriceView } from '@yaocai/contract';
import { formatYuan } from '@yaocai/web-kit/format';
import { tableLook, tableOf } from '../../../components/list-kit/crud-table';
import type { StopAction } from '../api/stop-promotion';
import { limitText } from '../lib/promotion-labels';
import { stopActionsColumn } from './stop-actions-column';
import { stateColumn, windowColumn } from './promotion-columns';

interface Actions {
  mayUpdate: boolean;
  busyId: number | null;
  onEdit: (offer: ActivityPriceView) => void;
  onStop: (offer: ActivityPriceView, action: StopAction) => void;
}

function columns({ mayUpdate, ...actions }: Actions): TableColumnsType<ActivityPriceView> {
  const list: TableColumnsType<ActivityPriceView> = [
    {
      title: '类型',
      dataIndex: 'kind_name',
      width: 96,
      render: (name: string, offer) => <Tag color={offer.kind === 'spike' ? 'volcano' : 'gold'}>{name}</Tag>,
    },
    {
      title: '商品',
      key: 'goods',
      render: (_, offer) => (
        <div>
          <Typography.Text strong>{offer.goods_name}</Typography.Text> {offer.spec}
          <div className="muted goods-meta">商品编号 {offer.goods_id}</div>
        </div>
      ),
    },
    {
      title: '活动价 / 供货价',
      key: 'price',
      width: 130,
      align: 'right',
      render: (_, offer) => (
        <div>
          <div className="money money-strong">{formatYuan(offer.price)}</div>
          <div className="money muted">
            <s>{formatYuan(offer.base_price)}</s>
          </div>
        </div>
      ),
    },
    {
      title: '限购',
      dataIndex: 'limit_per_member',
      width: 120,
      render: (limit: number) => (limit > 0 ? limitText(limit) : <span className="muted">不限购</span>),
    },
    { title: '已售', dataIndex: 'sold', width: 72, align: 'right' },
    windowColumn<ActivityPriceView>(),
    stateColumn<ActivityPriceView>(),
  ];
  if (mayUpdate) {
    list.push(
      stopActionsColumn<ActivityPriceView>({
        ...actions,
        noun: '活动价',
        titleOf: (o) => `${o.kind_name} ${o.goods_name}`,
        testId: 'ap',
      }),
    );
  }
  return list;
}

export const ActivityPriceTable = tableOf(columns, tableLook('ap-row', 1060, '暂无秒杀或每日特价'));
