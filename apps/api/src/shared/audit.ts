import type { Permission } from '@yaocai/domain';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';
import type { Viewer } from './viewer';

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
    await tx.insert(auditLog).values({
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
