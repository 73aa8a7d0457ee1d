import type { DashboardAnswer } from '@yaocai/contract';
import type { Database } from '../../db/client';
import { salesDashboard } from '../orders/index';
import { waitingChats, unrepliedFeedbackCount, pendingVarietyCount } from '../service/index';
import { pendingReviewCount } from './review.service';

export async function dashboard(db: Database, now = new Date()): Promise<DashboardAnswer> {
  const [sales, reviews, varietyRequests, feedback, chats] = await Promise.all([
    salesDashboard(db, now),
    pendingReviewCount(db),
    pendingVarietyCount(db),
    unrepliedFeedbackCount(db),
    waitingChats(db),
  ]);
  return {
    today: sales.today,
    month: sales.month,
    series: sales.series,
    waiting: {
      reviews,
      shipments: sales.waiting.shipments,
      after_sales: sales.waiting.afterSales,
      receipts: sales.waiting.receipts,
      variety_requests: varietyRequests,
      feedback,
      chats,
    },
  };
}
