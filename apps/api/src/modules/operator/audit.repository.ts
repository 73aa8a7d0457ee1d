import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import { pageWithTotal } from '../../shared/paging';

export interface AuditFilter {
  keyword?: string;
  action?: string;
  from?: Date;
  until?: Date;
}

function where(filter: AuditFilter): SQL | undefined {
  const like = filter.keyword ? containsPattern(filter.keyword) : undefined;
  return and(
    like
      ? or(
          ilike(auditLog.staffName, like),
          ilike(auditLog.summary, like),
          eq(auditLog.entityId, filter.keyword!),
        )
      : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
    filter.until ? lt(auditLog.createdAt, filter.until) : undefined,
  );
}

export async function auditPage(db: Database, filter: AuditFilter, offset: number, limit: number) {
  const condition = where(filter);
  return pageWithTotal(
    db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(auditLog).where(condition),
  );
}
