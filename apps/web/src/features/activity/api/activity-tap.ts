import { activityTap } from '@yaocai/contract';
import { call } from '../../../lib/http';

/**
 * POST /api/activity/tap {url}: fire and forget. Never cancelled by a later tap (spec §7 lists the
 * path among the exceptions) and never shown to the buyer when it fails.
 */
export function recordActivityTap(url: string): void {
  call(activityTap, { url: url.slice(0, 300) }, { silent: true }).catch(() => undefined);
}
