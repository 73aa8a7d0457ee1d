import { lazy, Suspense } from 'react';
import type { Goods } from '../api/types';
import type { ListView, ZoneColumn } from '../lib/zones';
import { GoodsCompactView } from './goods-compact-view';
import { GoodsGridView } from './goods-grid-view';

// antd's Table is the heaviest part of a list page: it loads only when the 列表 view is chosen.
const GoodsTableView = lazy(() => import('./goods-table-view').then((m) => ({ default: m.GoodsTableView })));

export interface GoodsViewProps {
  goods: Goods[];
  columns?: ZoneColumn[];
  highlightExpiry?: boolean;
  /** Daily special prices by goods id (null when the buyer may not see prices). */
  activityPrices?: Map<number, string | null>;
}

/** One list, three ways to look at it. */
export function GoodsView({ view, ...props }: GoodsViewProps & { view: ListView }) {
  if (view === 'table')
    return (
      <Suspense fallback={<div className="goods-list-body__loading" />}>
        <GoodsTableView {...props} />
      </Suspense>
    );
  if (view === 'compact') return <GoodsCompactView {...props} />;
  return <GoodsGridView {...props} />;
}
