import { Button, Empty, Table, Tag } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { formatDay } from '@yaocai/web-kit/format';
import {
  canBuyNow,
  goodsNameColumn,
  quantityColumn,
  stockColumn,
  todayPriceColumn,
} from '../../catalog/components/goods-columns';
import { useGoodsPicking } from '../../cart/hooks/use-goods-picking';
import type { UsualGoods } from '../api/repeat';
import { AddToListButton } from './add-to-list-button';

interface Props {
  list: UsualGoods[];
  loading: boolean;
  busy: boolean;
  onAdd: (items: { goods_id: number; number: number }[]) => Promise<boolean>;
}

/** 常购清单's table: history, today's price and stock, 补货提醒, a quantity and 加入购物车 / 加入清单. */
export function UsualGoodsTable({ list, loading, busy, onAdd }: Props) {
  const picking = useGoodsPicking<UsualGoods>((i) => i.replenish?.usual_number ?? i.last_number);
  const { selected, quantityOf } = picking;
  const add = async (items: UsualGoods[]) => {
    if (await onAdd(picking.lines(items))) picking.clearSelection();
  };

  return (
    <>
      <div className="uc-head__tools" style={{ marginBottom: 12 }}>
        <Button
          type="primary"
          icon={<ShoppingCartOutlined />}
          disabled={selected.length === 0}
          loading={busy}
          onClick={() => add(picking.picked(list))}
          data-testid="usual-add-selected"
        >
          选中加入购物车{selected.length > 0 ? `（${selected.length}）` : ''}
        </Button>
      </div>
      <Table<UsualGoods>
        rowKey="goods_id"
        size="middle"
        loading={loading}
        dataSource={list}
        pagination={false}
        rowSelection={picking.rowSelection}
        locale={{ emptyText: <Empty description="近12个月还没有采购记录" /> }}
        columns={[
          goodsNameColumn(
            (i) => i,
            (i) =>
              i.replenish?.due && (
                <Tag color="volcano" style={{ marginLeft: 6 }} data-testid="replenish-due">
                  该补货了
                </Tag>
              ),
          ),
          { title: '购买次数', dataIndex: 'times', width: 80 },
          {
            title: '上次采购',
            key: 'last',
            width: 130,
            render: (_, i) => (
              <>
                {i.last_number} × ¥{i.last_price}
                <div className="cell-grey">{formatDay(i.last_date)}</div>
              </>
            ),
          },
          {
            title: '补货周期',
            key: 'cycle',
            width: 120,
            render: (_, i) =>
              i.replenish ? (
                <>
                  约{i.replenish.median_days}天一次
                  <div className="cell-grey">
                    {i.replenish.due ? `常购 ${i.replenish.usual_number}` : `${i.replenish.due_on} 补货`}
                  </div>
                </>
              ) : (
                <span className="cell-grey">—</span>
              ),
          },
          todayPriceColumn('今日价'),
          stockColumn(),
          quantityColumn(quantityOf, picking.setQuantity),
          {
            title: '操作',
            key: 'ops',
            width: 120,
            render: (_, i) => (
              <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
                <Button size="small" disabled={!canBuyNow(i) || busy} onClick={() => add([i])}>
                  加入购物车
                </Button>
                {i.goods && <AddToListButton size="small" goodsId={i.goods_id} number={quantityOf(i)} />}
              </div>
            ),
          },
        ]}
      />
    </>
  );
}
