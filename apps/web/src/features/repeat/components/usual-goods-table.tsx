import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Empty, Table, Tag } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { formatDay } from '@yaocai/web-kit/format';
import { paths } from '../../../app/paths';
import { PriceTag } from '../../../components/price-tag';
import { QuantityStepper, stepPack } from '../../../components/quantity-stepper';
import { StockText } from '../../catalog/components/goods-facts';
import { referencePrice, sellingPrice } from '../../catalog/lib/price';
import type { UsualGoods } from '../api/repeat';
import { AddToListButton } from './add-to-list-button';

const buyable = (i: UsualGoods) => Boolean(i.goods && i.goods.is_buy === 1 && i.goods.number > 0);

interface Props {
  list: UsualGoods[];
  loading: boolean;
  busy: boolean;
  onAdd: (items: { goods_id: number; number: number }[]) => void;
}

/** 常购清单's table: history, today's price and stock, 补货提醒, a quantity and 加入购物车 / 加入清单. */
export function UsualGoodsTable({ list, loading, busy, onAdd }: Props) {
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [selected, setSelected] = useState<number[]>([]);
  const pack = (i: UsualGoods) => stepPack(i.goods?.middle_pack, i.goods?.can_split === 1);
  const quantityOf = (i: UsualGoods) =>
    quantities[i.goods_id] ?? Math.max(pack(i), i.replenish?.usual_number ?? i.last_number);
  const add = (items: UsualGoods[]) => {
    onAdd(items.map((i) => ({ goods_id: i.goods_id, number: quantityOf(i) })));
    setSelected([]);
  };

  return (
    <>
      <div className="uc-head__tools" style={{ marginBottom: 12 }}>
        <Button
          type="primary"
          icon={<ShoppingCartOutlined />}
          disabled={selected.length === 0}
          loading={busy}
          onClick={() => add(list.filter((i) => selected.includes(i.goods_id)))}
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
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
          getCheckboxProps: (i) => ({ disabled: !buyable(i) }),
        }}
        locale={{ emptyText: <Empty description="近12个月还没有采购记录" /> }}
        columns={[
          {
            title: '商品',
            key: 'goods',
            render: (_, i) => (
              <>
                <Link to={paths.goodsInfo(i.goods_id)} className="goods-table__title">
                  {i.name}
                </Link>
                {i.replenish?.due && (
                  <Tag color="volcano" style={{ marginLeft: 6 }} data-testid="replenish-due">
                    该补货了
                  </Tag>
                )}
                <div className="cell-grey">
                  {i.spec} ｜ {i.manufacturer}
                </div>
              </>
            ),
          },
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
          {
            title: '今日价',
            key: 'price',
            width: 110,
            render: (_, i) =>
              i.goods ? (
                <PriceTag
                  size="sm"
                  price={sellingPrice(i.goods)}
                  original={referencePrice(i.goods)}
                  tip={i.goods.price_tip}
                />
              ) : (
                '已下架'
              ),
          },
          {
            title: '库存',
            key: 'stock',
            width: 80,
            render: (_, i) => (i.goods ? <StockText goods={i.goods} /> : '—'),
          },
          {
            title: '采购数量',
            key: 'qty',
            width: 150,
            render: (_, i) =>
              buyable(i) ? (
                <QuantityStepper
                  size="sm"
                  value={quantityOf(i)}
                  middlePack={i.goods?.middle_pack}
                  canSplit={i.goods?.can_split === 1}
                  onChange={(n) => setQuantities((q) => ({ ...q, [i.goods_id]: n }))}
                />
              ) : (
                <span className="cell-grey">{i.goods?.buy_tip || (i.goods ? '暂时缺货' : '商品已下架')}</span>
              ),
          },
          {
            title: '操作',
            key: 'ops',
            width: 120,
            render: (_, i) => (
              <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
                <Button size="small" disabled={!buyable(i) || busy} onClick={() => add([i])}>
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
