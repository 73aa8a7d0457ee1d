import type { AuditAnswer, auditQuery } from '@yaocai/contract';
import { PERMISSION_LABELS, type Permission } from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { shanghaiDayEnd, shanghaiDayStart } from '../../lib/shanghai-day';
import type { Viewer } from '../account/viewer';
import * as repo from './audit.repository';

const PAGE_SIZE = 20;

export interface AuditTarget<T> {
  /** The permission the write used. */
  action: Permission;
  entity: string;
  /** The entity's id, or how to read it from the result of a write that creates it. */
  entityId: number | string | ((result: T) => number | string);
  /** What happened, in words a colleague reads in the log (may use the write's result). */
  summary: string | ((result: T) => string);
  /** The entity as it stands, read before and after the write. */
  snapshot?: (db: Database) => Promise<unknown>;
}

/**
 * Runs a staff write and logs it in the same transaction: the write and its audit entry are kept or
 * lost together. Services that open their own transaction run inside this one (as savepoints).
 */
export async function audited<T>(
  db: Database,
  staff: Viewer,
  target: AuditTarget<T>,
  write: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const before = target.snapshot ? await target.snapshot(tx) : null;
    const result = await write(tx);
    const after = target.snapshot ? await target.snapshot(tx) : result;
    await repo.insertAudit(tx, {
      staffId: staff.memberId,
      staffName: staff.username,
      action: target.action,
      entity: target.entity,
      entityId: String(typeof target.entityId === 'function' ? target.entityId(result) : target.entityId),
      summary: (typeof target.summary === 'function' ? target.summary(result) : target.summary).slice(0, 200),
      before: before ?? null,
      after: after ?? null,
    });
    return result;
  });
}

const actionName = (action: string) => PERMISSION_LABELS[action as Permission] ?? action;

export async function auditList(db: Database, q: z.output<typeof auditQuery>): Promise<AuditAnswer> {
  const { rows, total } = await repo.auditPage(
    db,
    {
      keyword: q.keyword,
      action: q.action,
      from: q.date_from ? shanghaiDayStart(q.date_from) : undefined,
      until: q.date_to ? shanghaiDayEnd(q.date_to) : undefined,
    },
    (q.page - 1) * PAGE_SIZE,
    PAGE_SIZE,
  );
  return {
    list: rows.map((row) => ({
      id: row.id,
      staff: row.staffName,
      action: row.action,
      action_name: actionName(row.action),
      entity: row.entity,
      entity_id: row.entityId,
      summary: row.summary,
      before: row.before,
      after: row.after,
      created_at: row.createdAt.toISOString(),
    })),
    total,
    page: q.page,
    page_size: PAGE_SIZE,
  };
}
