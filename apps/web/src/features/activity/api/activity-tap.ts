import { http } from '../../../lib/http';

/**
 * POST /api/activity/tap {url}: fire and forget. Never cancelled by a later tap (spec §7 lists the
 * path among the exceptions) and never shown to the buyer when it fails.
 */
export function recordActivityTap(url: string): void {
  http.post('/api/activity/tap', { url: url.slice(0, 300) }, { silent: true }).catch(() => undefined);
}
