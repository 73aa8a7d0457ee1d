import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Checkbox } from 'antd';
import {
  AppstoreOutlined,
  ArrowDownOutlined,
  ArrowUpOutlined,
  BarsOutlined,
  LeftOutlined,
  RightOutlined,
  TableOutlined,
} from '@ant-design/icons';
import type { GoodsSort } from '../api/types';
import type { ListQuery } from '../lib/list-query';
import type { ListView } from '../lib/zones';

const SORT_BUTTONS: { sort: GoodsSort; label: string }[] = [
  { sort: 'default', label: '默认' },
  { sort: 'sales', label: '销量' },
  { sort: 'price', label: '价格' },
  { sort: 'expiry', label: '效期' },
  { sort: 'newest', label: '最新' },
];

const VIEW_LABELS: Record<ListView, { label: string; icon: ReactNode }> = {
  grid: { label: '大图', icon: <AppstoreOutlined /> },
  table: { label: '列表', icon: <TableOutlined /> },
  compact: { label: '无图', icon: <BarsOutlined /> },
};

export interface ListToolbarProps {
  query: ListQuery;
  /** The sort in effect (the URL's, else the page's default). */
  sort: GoodsSort;
  total: number;
  onSort: (sort: GoodsSort) => void;
  onInStock: (inStock: boolean) => void;
  onPage: (page: number) => void;
  view: ListView;
  /** Link of each view offered, keeping the query. */
  viewLinks: Partial<Record<ListView, string>>;
}

/** Sort buttons, 仅看有货, the total, a small pager and the view switch. */
export function ListToolbar({
  query,
  sort,
  total,
  onSort,
  onInStock,
  onPage,
  view,
  viewLinks,
}: ListToolbarProps) {
  const pages = Math.max(1, Math.ceil(total / query.page_size));
  const priceDirection = sort === 'price' ? (query.order ?? 'asc') : undefined;
  return (
    <div className="list-toolbar">
      <div className="list-toolbar__sorts" role="group" aria-label="排序">
        {SORT_BUTTONS.map((b) => {
          const active = sort === b.sort;
          return (
            <button
              key={b.sort}
              type="button"
              className={active ? 'is-active' : undefined}
              aria-pressed={active}
              data-testid={`sort-${b.sort}`}
              data-order={b.sort === 'price' ? priceDirection : undefined}
              onClick={() => onSort(b.sort)}
            >
              {b.label}
              {b.sort === 'price' ? (
                <span className="list-toolbar__updown">
                  <ArrowUpOutlined className={priceDirection === 'asc' ? 'is-on' : undefined} />
                  <ArrowDownOutlined className={priceDirection === 'desc' ? 'is-on' : undefined} />
                </span>
              ) : (
                b.sort !== 'default' && <ArrowDownOutlined className="list-toolbar__arrow" />
              )}
            </button>
          );
        })}
      </div>
      <Checkbox
        className="list-toolbar__stock"
        checked={Boolean(query.in_stock)}
        onChange={(e) => onInStock(e.target.checked)}
        data-testid="filter-in-stock"
      >
        仅看有货
      </Checkbox>
      <div className="list-toolbar__right">
        <span className="list-toolbar__total" data-testid="list-total">
          共 <b>{total}</b> 件商品
        </span>
        <span className="list-toolbar__pager">
          <b>{Math.min(query.page, pages)}</b>/{pages}
          <button
            type="button"
            aria-label="上一页"
            disabled={query.page <= 1}
            onClick={() => onPage(query.page - 1)}
          >
            <LeftOutlined />
          </button>
          <button
            type="button"
            aria-label="下一页"
            disabled={query.page >= pages}
            onClick={() => onPage(query.page + 1)}
          >
            <RightOutlined />
          </button>
        </span>
        {Object.keys(viewLinks).length > 1 && (
          <span className="list-toolbar__views" data-testid="view-switch">
            {(Object.entries(viewLinks) as [ListView, string][]).map(([key, to]) => (
              <Link
                key={key}
                to={to}
                className={key === view ? 'is-active' : undefined}
                aria-current={key === view ? 'page' : undefined}
                data-view={key}
                title={VIEW_LABELS[key].label}
              >
                {VIEW_LABELS[key].icon} {VIEW_LABELS[key].label}
              </Link>
            ))}
          </span>
        )}
      </div>
    </div>
  );
}
