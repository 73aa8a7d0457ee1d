import { lazy, Suspense, type ReactNode } from 'react';
import { Empty, Skeleton } from 'antd';
import { useCategoryTree } from '../api/category-tree';
import type { GoodsListData, GoodsSort } from '../api/types';
import { nextSort, type ListQuery } from '../lib/list-query';
import type { ListView, ZoneColumn } from '../lib/zones';
import { GoodsView } from './goods-views';
import { ListFilters } from './list-filters';
import { ListToolbar } from './list-toolbar';

// The pager sits under twenty cards: its code (antd Pagination and Select) comes after the goods.
const GoodsListPager = lazy(() => import('./goods-list-pager').then((m) => ({ default: m.GoodsListPager })));

export interface GoodsListBodyProps {
  query: ListQuery;
  setQuery: (patch: Partial<ListQuery>) => void;
  data: GoodsListData | undefined;
  loading: boolean;
  /** A newer answer is on its way (the shown one is the previous query's). */
  fetching?: boolean;
  view: ListView;
  viewLinks: Partial<Record<ListView, string>>;
  defaultSort?: GoodsSort;
  columns?: ZoneColumn[];
  highlightExpiry?: boolean;
  activityPrices?: Map<number, string | null>;
  /** Which filters the page offers. The category filter runs over one kind's tree when given. */
  filters?: { category?: boolean; categoryKind?: 'drug' | 'herbal' | 'device'; manufacturer?: boolean };
  empty: ReactNode;
}

/** Filters, toolbar, one of the three views and the pager of one list query. */
export function GoodsListBody({
  query,
  setQuery,
  data,
  loading,
  fetching,
  view,
  viewLinks,
  defaultSort = 'default',
  columns,
  highlightExpiry,
  activityPrices,
  filters = { category: true, manufacturer: true },
  empty,
}: GoodsListBodyProps) {
  const { data: tree } = useCategoryTree();
  const total = data?.total ?? 0;
  const goods = data?.list ?? [];
  const sort = query.sort ?? defaultSort;
  const category =
    query.category_id ?? (query.select && /^\d+$/.test(query.select) ? Number(query.select) : undefined);

  return (
    <div className="goods-list-body">
      <ListFilters
        tree={tree}
        category={category}
        categoryKind={filters.categoryKind}
        onCategory={
          filters.category
            ? (id) =>
                setQuery({
                  category_id: id,
                  select: query.select && /^\d+$/.test(query.select) ? undefined : query.select,
                })
            : undefined
        }
        facets={data?.facets}
        manufacturer={query.manufacturer}
        onManufacturer={filters.manufacturer ? (m) => setQuery({ manufacturer: m }) : undefined}
        spec={query.spec}
        onSpec={(s) => setQuery({ spec: s })}
        pending={loading && !data}
      />
      <div id="goods-list-top" />
      <ListToolbar
        query={query}
        sort={sort}
        total={total}
        onSort={(s) => setQuery(nextSort({ ...query, sort }, s))}
        onInStock={(v) => setQuery({ in_stock: v || undefined })}
        onPage={(page) => setQuery({ page })}
        view={view}
        viewLinks={viewLinks}
      />
      <div className={fetching ? 'goods-list-body__list is-fetching' : 'goods-list-body__list'}>
        {loading && !data ? (
          <div className="goods-list-body__loading">
            <Skeleton active paragraph={{ rows: 10 }} />
          </div>
        ) : goods.length === 0 ? (
          <div className="goods-list-body__empty" data-testid="goods-list-empty">
            {empty ?? <Empty description="暂无符合条件的商品" />}
          </div>
        ) : (
          <GoodsView
            view={view}
            goods={goods}
            columns={columns}
            highlightExpiry={highlightExpiry}
            activityPrices={activityPrices}
          />
        )}
      </div>
      {total > 0 && (
        <div className="goods-list-body__pager" data-testid="pagination">
          <Suspense fallback={null}>
            <GoodsListPager query={query} total={total} setQuery={setQuery} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
