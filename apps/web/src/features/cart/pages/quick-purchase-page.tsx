import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Pagination, Select, Table } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { paths } from '../../../app/paths';
import { PriceTag } from '../../../components/price-tag';
import { QuantityStepper, stepPack } from '../../../components/quantity-stepper';
import { ApiError } from '@yaocai/web-kit/http';
import { StockText } from '../../catalog/components/goods-facts';
import { UserCentreFrame } from '../../orders/components/user-centre-menu';
import { cartQueryKey } from '../api/cart-list';
import { buyAgain, useFastBuy, type FastBuyItem, type FastBuyOrder } from '../api/fast-buy';
import { PlanImportButton } from '../components/plan-import/plan-import-button';
import { referencePrice, sellingPrice } from '../../catalog/lib/price';
import { formatDay } from '@yaocai/web-kit/format';

const ORDERS: { value: FastBuyOrder; label: string }[] = [
  { value: 'last', label: '按最近购买' },
  { value: 'count', label: '按购买次数' },
  { value: 'number', label: '按购买数量' },
];

const buyable = (item: FastBuyItem) =>
  Boolean(item.goods && item.goods.is_buy === 1 && item.goods.number > 0);
const packOf = (item: FastBuyItem) => stepPack(item.goods?.middle_pack, item.goods?.can_split === 1);

/** 快捷采购 (/kjcg): goods bought before with last price and date; choose quantities and add to the cart. */
export function QuickPurchasePage() {
  const [params, setParams] = useSearchParams();
  const order = (ORDERS.find((o) => o.value === params.get('order'))?.value ?? 'last') as FastBuyOrder;
  const raw = params.get('page');
  const page = raw && /^\d{1,5}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
  const { data, isLoading } = useFastBuy(page, order);
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const list = data?.list ?? [];
  const quantityOf = (item: FastBuyItem) => quantities[item.goods_id] ?? packOf(item);

  const add = async (items: FastBuyItem[]) => {
    if (items.length === 0) return;
    setBusy(true);
    try {
      const result = await buyAgain(items.map((i) => ({ goods_id: i.goods_id, number: quantityOf(i) })));
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
      if (result.skipped.length > 0) {
        modal.info({
          title: `已加入购物车 ${result.lines.length} 种商品`,
          content: result.skipped.map((s) => s.reason).join('；'),
          okText: '去购物车',
          onOk: () => navigate(paths.cart),
        });
      } else {
        void message.success(`已加入购物车 ${result.lines.length} 种商品`);
      }
      setSelected([]);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };

  return (
    <UserCentreFrame testId="quick-purchase-page">
      <div className="uc-head">
        <h1>快捷采购</h1>
        <div className="uc-head__tools">
          <PlanImportButton>导入采购计划</PlanImportButton>
          <Select
            value={order}
            options={ORDERS}
            onChange={(v) => setParams(v === 'last' ? {} : { order: v })}
            style={{ width: 130 }}
          />
          <Button
            type="primary"
            icon={<ShoppingCartOutlined />}
            disabled={selected.length === 0}
            loading={busy}
            onClick={() => add(list.filter((i) => selected.includes(i.goods_id)))}
            data-testid="quick-purchase-add"
          >
            选中加入购物车{selected.length > 0 ? `（${selected.length}）` : ''}
          </Button>
        </div>
      </div>
      <Table<FastBuyItem>
        rowKey="goods_id"
        size="middle"
        loading={isLoading}
        dataSource={list}
        pagination={false}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
          getCheckboxProps: (item) => ({ disabled: !buyable(item) }),
        }}
        locale={{
          emptyText: (
            <Empty description="还没有采购记录">
              <Link to={paths.list}>去采购</Link>
            </Empty>
          ),
        }}
        columns={[
          {
            title: '商品',
            key: 'goods',
            render: (_, i) => (
              <>
                <Link to={paths.goodsInfo(i.goods_id)} className="goods-table__title">
                  {i.name}
                </Link>
                <div className="cell-grey">
                  {i.spec} ｜ {i.manufacturer}
                </div>
              </>
            ),
          },
          {
            title: '上次采购',
            key: 'last',
            width: 140,
            render: (_, i) => (
              <>
                ¥{i.last_price}
                <div className="cell-grey">{i.last_date ? formatDay(i.last_date) : '—'}</div>
              </>
            ),
          },
          { title: '采购次数', dataIndex: 'buy_count', width: 80 },
          { title: '累计数量', dataIndex: 'total_number', width: 80 },
          {
            title: '当前价',
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
            width: 110,
            render: (_, i) => (
              <Button size="small" disabled={!buyable(i) || busy} onClick={() => add([i])}>
                加入购物车
              </Button>
            ),
          },
        ]}
      />
      {data && data.total > data.page_size && (
        <Pagination
          className="order-pager"
          current={page}
          pageSize={data.page_size}
          total={data.total}
          showSizeChanger={false}
          onChange={(p) =>
            setParams({ ...(order === 'last' ? {} : { order }), ...(p > 1 ? { page: String(p) } : {}) })
          }
        />
      )}
    </UserCentreFrame>
  );
}

export default QuickPurchasePage;
