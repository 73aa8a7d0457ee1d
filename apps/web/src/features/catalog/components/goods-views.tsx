import type { Goods } from '../api/types';
import type { ListView, ZoneColumn } from '../lib/zones';
import { GoodsCompactView } from './goods-compact-view';
import { GoodsGridView } from './goods-grid-view';
import { GoodsTableView } from './goods-table-view';

export interface GoodsViewProps {
  goods: Goods[];
  columns?: ZoneColumn[];
  highlightExpiry?: boolean;
  /** Daily special prices by goods id (null when the buyer may not see prices). */
  activityPrices?: Map<number, string | null>;
}

/** One list, three ways to look at it. */
export function GoodsView({ view, ...props }: GoodsViewProps & { view: ListView }) {
  if (view === 'table') return <GoodsTableView {...props} />;
  if (view === 'compact') return <GoodsCompactView {...props} />;
  return <GoodsGridView {...props} />;
}
