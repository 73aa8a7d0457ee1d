import type { DashboardAnswer } from '@yaocai/contract';
import { dashboardTodos, type DashboardTodo } from '@yaocai/domain';
import type { Database } from '../../db/client';
import type { Viewer } from '../../shared/viewer';
import { salesDashboard } from '../orders/index';
import { waitingChats, unrepliedFeedbackCount, pendingVarietyCount } from '../service/index';
import { pendingReviewCount } from './review.service';

/** Sales figures, and the to-dos the viewer can act on (each counted only for those who see it). */
export async function dashboard(db: Database, viewer: Viewer, now = new Date()): Promise<DashboardAnswer> {
  const todos = dashboardTodos(viewer.permissions);
  const counted = (todo: DashboardTodo, count: () => Promise<number>) =>
    todos.includes(todo) ? count() : Promise.resolve(undefined);
  const [sales, reviews, varietyRequests, feedback, chats] = await Promise.all([
    salesDashboard(db, now),
    counted('reviews', () => pendingReviewCount(db)),
    counted('variety_requests', () => pendingVarietyCount(db)),
    counted('feedback', () => unrepliedFeedbackCount(db)),
    counted('chats', () => waitingChats(db)),
  ]);
  const all: DashboardAnswer['waiting'] = {
    reviews,
    shipments: sales.waiting.shipments,
    after_sales: sales.waiting.afterSales,
    receipts: sales.waiting.receipts,
    variety_requests: varietyRequests,
    feedback,
    chats,
  };
  return {
    today: sales.today,
    month: sales.month,
    series: sales.series,
    waiting: Object.fromEntries(todos.map((todo) => [todo, all[todo] ?? 0])),
  };
}
