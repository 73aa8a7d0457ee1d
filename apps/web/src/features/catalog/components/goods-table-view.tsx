import type { HTMLAttributes } from 'react';
import { Link } from 'react-router';
import { Table, type TableColumnsType } from 'antd';
import { MedicineBoxOutlined } from '@ant-design/icons';
import { paths } from '../../../app/paths';
import { ladderHint } from '../../../components/goods-card';
import { PriceTag } from '../../../components/price-tag';
import { PromoTag } from '../../../components/promo-tag';
import { QuickAddButton } from '../../cart/components/quick-add-button';
import type { Goods } from '../api/types';
import { ExpiryText, StockText } from './goods-facts';
import { FavoriteToggle } from './favorite-toggle';
import type { GoodsViewProps } from './goods-views';
import { referencePrice, sellingPrice } from '../lib/price';

function NameCell({ goods }: { goods: Goods }) {
  const image = goods.goods_image?.[0];
  return (
    <div className="goods-table__name">
      <Link to={paths.goodsInfo(goods.id)} className="goods-table__thumb">
        {image ? <img src={image} alt="" loading="lazy" /> : <MedicineBoxOutlined />}
      </Link>
      <div>
        <Link to={paths.goodsInfo(goods.id)} className="goods-table__title" title={goods.name}>
          {goods.name}
        </Link>
        <div className="goods-table__tags">
          {goods.type === 1 && <PromoTag name="含特殊药品" />}
          {goods.tags?.slice(0, 3).map((tag) => (
            <PromoTag key={tag.name} name={tag.name} />
          ))}
        </div>
      </div>
    </div>
  );
}

/** 列表: one dense row per goods with what a buyer compares. */
export function GoodsTableView({ goods, columns = [], highlightExpiry, activityPrices }: GoodsViewProps) {
  const cols: TableColumnsType<Goods> = [
    { title: '商品名称', key: 'name', width: 250, render: (_, g) => <NameCell goods={g} /> },
    { title: '规格', dataIndex: 'ypgg', width: 120, className: 'cell-grey' },
    { title: '生产厂家', dataIndex: 'sccj', width: 190, ellipsis: true, className: 'cell-grey' },
  ];
  if (columns.includes('origin')) cols.push({ title: '产地', dataIndex: 'origin', width: 70 });
  if (columns.includes('deviceClass')) {
    cols.push({
      title: '类别',
      key: 'class',
      width: 80,
      render: (_, g) => (g.device_class ? `${g.device_class}` : '—'),
    });
  }
  cols.push(
    {
      title: '批准文号',
      key: 'approval',
      width: 150,
      className: 'cell-grey',
      render: (_, g) => g.approval_number || '—',
    },
    {
      title: '效期',
      key: 'expiry',
      width: 96,
      render: (_, g) => <ExpiryText goods={g} prominent={highlightExpiry} />,
    },
    {
      title: '中包装',
      key: 'pack',
      width: 64,
      render: (_, g) => (g.middle_pack ? `${g.middle_pack}${g.bzdw}` : '—'),
    },
    { title: '库存', key: 'stock', width: 70, render: (_, g) => <StockText goods={g} /> },
  );
  if (columns.includes('freeShipping')) {
    cols.push({
      title: '包邮',
      key: 'ship',
      width: 90,
      render: (_, g) =>
        g.is_free_shipping === 1 ? (
          <span className="ship-rule">
            满{g.free_shipping_number}
            {g.bzdw}包邮
          </span>
        ) : (
          '—'
        ),
    });
  }
  cols.push(
    {
      title: columns.includes('activityPrice') ? '特价' : '单价',
      key: 'price',
      width: 120,
      render: (_, g) => {
        const special = activityPrices?.get(g.id);
        const hint = ladderHint(g);
        return (
          <div>
            <PriceTag
              size="sm"
              price={special === undefined ? sellingPrice(g) : g.base_price === null ? null : special}
              original={special === undefined ? referencePrice(g) : g.base_price}
              tip={g.price_tip}
            />
            {hint && <div className="goods-table__ladder">{hint}</div>}
          </div>
        );
      },
    },
    {
      title: '',
      key: 'buy',
      width: 110,
      render: (_, g) => (activityPrices?.has(g.id) ? null : <QuickAddButton goods={g} />),
    },
    { title: '', key: 'fav', width: 40, render: (_, g) => <FavoriteToggle goodsId={g.id} /> },
  );
  return (
    <div className="goods-table" data-testid="goods-list">
      <Table<Goods>
        rowKey="id"
        size="small"
        columns={cols}
        dataSource={goods}
        pagination={false}
        onRow={(g) =>
          ({ 'data-testid': 'goods-list-item', 'data-goods-id': g.id }) as HTMLAttributes<HTMLElement>
        }
      />
    </div>
  );
}
