import type { Database } from '../../db/client';
import { siteConfig } from '../../db/schema';

export type SiteConfig = Record<string, string>;

export async function loadSiteConfig(db: Database): Promise<SiteConfig> {
  const rows = await db.select().from(siteConfig);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}
