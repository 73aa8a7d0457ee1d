import { addMonths, toCalendarDate } from '@yaocai/domain';
import type { Database } from '../../db/client';
import * as repo from './purchase-stats.repository';

/** The 12 calendar months ending with this one (Asia/Shanghai), oldest first, as 'YYYY-MM'. */
export function lastTwelveMonths(now: Date): string[] {
  const today = toCalendarDate(now);
  return Array.from({ length: 12 }, (_, i) => {
    const d = addMonths({ ...today, day: 1 }, i - 11);
    return `${d.year}-${String(d.month).padStart(2, '0')}`;
  });
}

/** What the member paid for its orders (cancelled ones left out) in each of the last 12 months, in fen. */
export async function monthlyPurchases(db: Database, memberId: number, now = new Date()) {
  const months = lastTwelveMonths(now);
  const rows = await repo.monthlyPaid(db, memberId, new Date(`${months[0]}-01T00:00:00+08:00`));
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return months.map((month) => ({
    month,
    fen: Number(byMonth.get(month)?.fen ?? 0),
    orders: byMonth.get(month)?.orders ?? 0,
  }));
}
