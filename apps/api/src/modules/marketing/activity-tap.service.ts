import type { Database } from '../../db/client';
import type { Viewer } from '../../shared/viewer';
import { insertTap } from './storewide.repository';

/** A tap on an activity link (banner, nav, zone entry), by a member or a visitor, for the operators' reports. */
export async function recordTap(db: Database, viewer: Viewer | null, url: string) {
  await insertTap(db, viewer?.memberId ?? null, url);
  return { recorded: 1 as const };
}
