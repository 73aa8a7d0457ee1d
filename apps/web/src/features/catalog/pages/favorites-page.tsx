import { useState, type HTMLAttributes } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Empty, Pagination, Popconfirm, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined, HeartFilled, MedicineBoxOutlined } from '@ant-design/icons';
import { paths } from '../../../app/paths';
import { PriceTag } from '../../../components/price-tag';
import { PromoTag } from '../../../components/promo-tag';
import { useFavorites } from '../api/favorite-list';
import type { Goods } from '../api/types';
import { useFavoriteActions } from '../components/favorite-toggle';
import { ExpiryText, StockText } from '../components/goods-facts';
import { referencePrice, sellingPrice } from '../lib/price';

const PAGE_SIZE = 20;

/** 我的收藏 (/star): the member's favourites, paged, removable one by one or together. */
export function FavoritesPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('page');
  const page = raw && /^\d{1,6}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
  const { data, isLoading, isFetching } = useFavorites(page, PAGE_SIZE);
  const { remove } = useFavoriteActions();
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const list = data?.list ?? [];
  const total = data?.total ?? 0;

  const removeIds = async (ids: number[]) => {
    if (ids.length === 0) return;
    setBusy(true);
    try {
      await remove(ids);
      setSelected((s) => s.filter((id) => !ids.includes(id)));
      // The last favourite of a page gone: show the page before.
      if (ids.length >= list.length && page > 1) setParams({ page: String(page - 1) });
    } catch {
      // http.ts has shown the refusal.
    } finally {
      setBusy(false);
    }
  };

  const columns: TableColumnsType<Goods> = [
    {
      title: '商品',
      key: 'goods',
      render: (_, g) => (
        <div className="goods-table__name">
          <Link to={paths.goodsInfo(g.id)} className="goods-table__thumb">
            {g.goods_image?.[0] ? (
              <img src={g.goods_image[0]} alt="" loading="lazy" />
            ) : (
              <MedicineBoxOutlined />
            )}
          </Link>
          <div>
            <Link to={paths.goodsInfo(g.id)} className="goods-table__title">
              {g.name}
            </Link>
            <div className="goods-table__tags">
              {g.tags.slice(0, 3).map((t) => (
                <PromoTag key={t.name} name={t.name} />
              ))}
            </div>
          </div>
        </div>
      ),
    },
    { title: '规格', dataIndex: 'ypgg', width: 120, className: 'cell-grey' },
    { title: '生产厂家', dataIndex: 'sccj', width: 200, ellipsis: true, className: 'cell-grey' },
    { title: '效期', key: 'expiry', width: 100, render: (_, g) => <ExpiryText goods={g} /> },
    { title: '库存', key: 'stock', width: 80, render: (_, g) => <StockText goods={g} /> },
    {
      title: '单价',
      key: 'price',
      width: 120,
      render: (_, g) => (
        <PriceTag size="sm" price={sellingPrice(g)} original={referencePrice(g)} tip={g.price_tip} />
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      render: (_, g) => (
        <span className="star-actions">
          <Link to={paths.goodsInfo(g.id)}>查看</Link>
          <Popconfirm
            title="确定取消收藏该商品吗？"
            okText="确定"
            cancelText="取消"
            onConfirm={() => removeIds([g.id])}
          >
            <Button type="link" size="small" data-testid="star-remove">
              取消收藏
            </Button>
          </Popconfirm>
        </span>
      ),
    },
  ];

  return (
    <div className="container catalog-page star-page">
      <div className="star-page__head">
        <h1>
          <HeartFilled /> 我的收藏 <small>共 {total} 件商品</small>
        </h1>
        <Popconfirm
          title={`确定取消收藏选中的 ${selected.length} 件商品吗？`}
          okText="确定"
          cancelText="取消"
          disabled={selected.length === 0}
          onConfirm={() => removeIds(selected)}
        >
          <Button
            icon={<DeleteOutlined />}
            disabled={selected.length === 0}
            loading={busy}
            data-testid="star-remove-batch"
          >
            批量取消收藏{selected.length > 0 ? `（${selected.length}）` : ''}
          </Button>
        </Popconfirm>
      </div>
      <div data-testid="star-list" className={isFetching ? 'star-page__list is-fetching' : 'star-page__list'}>
        <Table<Goods>
          rowKey="id"
          size="middle"
          loading={isLoading}
          columns={columns}
          dataSource={list}
          pagination={false}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
          onRow={() => ({ 'data-testid': 'star-item' }) as HTMLAttributes<HTMLElement>}
          locale={{
            emptyText: (
              <Empty description="您还没有收藏商品">
                <Link to={paths.list}>
                  <Button type="primary">去逛逛</Button>
                </Link>
              </Empty>
            ),
          }}
        />
      </div>
      {total > PAGE_SIZE && (
        <div className="goods-list-body__pager" data-testid="pagination">
          <Pagination
            current={page}
            pageSize={PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            showTotal={(n) => `共 ${n} 件`}
            onChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
          />
        </div>
      )}
    </div>
  );
}

export default FavoritesPage;
