import type { OperatorMe } from '@yaocai/contract';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { Viewer } from '../../shared/viewer';
import { staffMember } from './staff.repository';

export async function operatorMe(db: Database, staff: Viewer): Promise<OperatorMe> {
  const member = await staffMember(db, staff.memberId);
  if (!member) throw notFound('员工');
  return { ...member, permissions: staff.permissions };
}
