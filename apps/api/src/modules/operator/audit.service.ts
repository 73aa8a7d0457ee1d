import type { AuditAnswer, auditQuery } from '@yaocai/contract';
import { PERMISSION_LABELS, type Permission } from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { shanghaiDayEnd, shanghaiDayStart } from '../../lib/shanghai-day';
import * as repo from './audit.repository';

const PAGE_SIZE = 20;

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
