import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { coupons } from '../../db/schema';

/** How many coupons of each template the member holds (used or not). */
export async function heldPerTemplate(db: Database, memberId: number, templateIds: number[]) {
  if (templateIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ templateId: coupons.templateId, n: count() })
    .from(coupons)
    .where(and(eq(coupons.memberId, memberId), inArray(coupons.templateId, templateIds)))
    .groupBy(coupons.templateId);
  return new Map(rows.map((r) => [r.templateId!, r.n]));
}

/** How many coupons claimed from each template are used on orders. */
export async function usedPerTemplate(db: Database, templateIds: number[]) {
  if (templateIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ templateId: coupons.templateId, n: count() })
    .from(coupons)
    .where(and(inArray(coupons.templateId, templateIds), isNotNull(coupons.orderId)))
    .groupBy(coupons.templateId);
  return new Map(rows.map((r) => [r.templateId!, r.n]));
}
