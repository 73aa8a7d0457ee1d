import { z } from 'zod';
import { keywordField, optionalDay, pageOf, pageQueryField } from './fields';

/** GET /api/operator/audit: every staff write, newest first. */
export const auditQuery = z.object({
  /** Staff username, entity id or words of the summary. */
  keyword: keywordField,
  action: keywordField,
  date_from: optionalDay('开始日期'),
  date_to: optionalDay('结束日期'),
  page: pageQueryField,
});
export type AuditQuery = z.input<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  staff: z.string(),
  /** The permission used, and its Chinese name. */
  action: z.string(),
  action_name: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  summary: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditAnswer = pageOf(auditEntry);
export type AuditAnswer = z.infer<typeof auditAnswer>;
