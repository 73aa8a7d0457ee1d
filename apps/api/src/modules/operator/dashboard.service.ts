import type { DashboardAnswer } from '@yaocai/contract';
import type { Database } from '../../db/client';
import { salesDashboard } from '../orders/operator-orders.service';
import { pendingReviewCount } from './review.service';

export async function dashboard(db: Database, now = new Date()): Promise<DashboardAnswer> {
  const [sales, reviews] = await Promise.all([salesDashboard(db, now), pendingReviewCount(db)]);
  return {
    today: sales.today,
    month: sales.month,
    series: sales.series,
    waiting: {
      reviews,
      shipments: sales.waiting.shipments,
      after_sales: sales.waiting.afterSales,
      receipts: sales.waiting.receipts,
    },
  };
}
