import { Link, useSearchParams } from 'react-router';
import { Button, Empty, Pagination, Select, Table } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { formatDay } from '@yaocai/web-kit/format';
import { paths } from '../../../app/paths';
import { UserCentreFrame } from '../../orders/components/user-centre-menu';
import { useFastBuy, type FastBuyItem, type FastBuyOrder } from '../api/fast-buy';
import { PlanImportButton } from '../components/plan-import/plan-import-button';
import { useBuyAgain } from '../hooks/use-buy-again';
import { useGoodsPicking } from '../hooks/use-goods-picking';
import {
  canBuyNow,
  goodsNameColumn,
  quantityColumn,
  stockColumn,
  todayPriceColumn,
} from '../../catalog/components/goods-columns';

const ORDERS: { value: FastBuyOrder; label: string }[] = [
  { value: 'last', label: '按最近购买' },
  { value: 'count', label: '按购买次数' },
  { value: 'number', label: '按购买数量' },
];

/** 快捷采购 (/kjcg): goods bought before with last price and date; choose quantities and add to the cart. */
export function QuickPurchasePage() {
  const [params, setParams] = useSearchParams();
  const order = (ORDERS.find((o) => o.value === params.get('order'))?.value ?? 'last') as FastBuyOrder;
  const raw = params.get('page');
  const page = raw && /^\d{1,5}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
  const { data, isLoading } = useFastBuy(page, order);
  const { add: buyAgain, busy } = useBuyAgain();
  const picking = useGoodsPicking<FastBuyItem>();
  const { selected } = picking;
  const list = data?.list ?? [];
  const add = async (items: FastBuyItem[]) => {
    if (await buyAgain(picking.lines(items))) picking.clearSelection();
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
            onClick={() => add(picking.picked(list))}
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
        rowSelection={picking.rowSelection}
        locale={{
          emptyText: (
            <Empty description="还没有采购记录">
              <Link to={paths.list}>去采购</Link>
            </Empty>
          ),
        }}
        columns={[
          goodsNameColumn((i) => i),
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
          todayPriceColumn('当前价'),
          stockColumn(),
          quantityColumn(picking.quantityOf, picking.setQuantity),
          {
            title: '操作',
            key: 'ops',
            width: 110,
            render: (_, i) => (
              <Button size="small" disabled={!canBuyNow(i) || busy} onClick={() => add([i])}>
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
