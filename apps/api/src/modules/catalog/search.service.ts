import type { Database } from '../../db/client';
import type { Viewer } from '../../shared/viewer';
import { visibilityKey } from './goods-access';
import { highlight, type Segment } from './highlight';
import { planKeyword } from './keyword';
import * as repo from './search.repository';
import { perDatabase, TtlCache } from './ttl-cache';

export const SUGGESTION_LIMIT = 10;
/** Manufacturers matching one keyword are ranked in code; more than this is never useful. */
const MANUFACTURER_CANDIDATES = 200;

export interface GoodsSuggestion {
  id: number;
  name: string;
  highlight: Segment[];
  /** Goods of that name on sale (manufacturers and specs). */
  count: number;
  /** Manufacturer of the best-selling goods of that name (the one `id` points to). */
  sccj: string;
}

export interface ManufacturerSuggestion {
  id: number;
  name: string;
  short_name: string;
  highlight: Segment[];
  /** Goods of that manufacturer on sale. */
  count: number;
}

// Suggestions are asked on every typing pause and hold no price: the same keyword is answered from
// memory for a while, per group of viewers who see the same goods.
const SUGGESTION_TTL_MS = 30_000;
const MANUFACTURER_COUNT_TTL_MS = 300_000;
const caches = perDatabase<
  Database,
  { suggestions: TtlCache<unknown[]>; makerCounts: TtlCache<Map<number, number>> }
>(() => ({
  suggestions: new TtlCache(5_000, SUGGESTION_TTL_MS),
  makerCounts: new TtlCache(1, MANUFACTURER_COUNT_TTL_MS),
}));

export async function suggestGoods(
  db: Database,
  keywords: string | undefined,
  viewer: Viewer | null,
): Promise<GoodsSuggestion[]> {
  const plan = planKeyword(keywords);
  if (!plan) return [];
  const key = `0|${visibilityKey(viewer)}|${plan.text}`;
  return caches(db).suggestions.get(key, async () => {
    const rows = await repo.findGoodsSuggestions(db, plan, viewer, SUGGESTION_LIMIT);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      highlight: highlight(r.name, plan),
      count: r.variants,
      sccj: r.sccj,
    }));
  }) as Promise<GoodsSuggestion[]>;
}

/**
 * A scanned 69 码: the goods carrying it (one per listing, usually one), in the shape of a keyword's
 * suggestions so the same answer serves both; the whole name is a hit.
 */
export async function goodsByBarcode(
  db: Database,
  barcode: string,
  viewer: Viewer | null,
): Promise<GoodsSuggestion[]> {
  const rows = await repo.findGoodsByBarcode(db, barcode, viewer, SUGGESTION_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    highlight: [{ text: r.name, hit: true }],
    count: 1,
    sccj: r.sccj,
  }));
}

export async function suggestManufacturers(
  db: Database,
  keywords: string | undefined,
): Promise<ManufacturerSuggestion[]> {
  const plan = planKeyword(keywords);
  if (!plan) return [];
  const { suggestions, makerCounts } = caches(db);
  return suggestions.get(`1|${plan.text}`, async () => {
    const [matches, counts] = await Promise.all([
      repo.findManufacturerMatches(db, plan, MANUFACTURER_CANDIDATES),
      makerCounts.get('all', () => repo.countGoodsByManufacturer(db)),
    ]);
    return matches
      .map((m) => ({ ...m, count: counts.get(m.id) ?? 0 }))
      .filter((m) => m.count > 0)
      .sort((a, b) => a.rank - b.rank || b.count - a.count || a.id - b.id)
      .slice(0, SUGGESTION_LIMIT)
      .map((m) => ({
        id: m.id,
        name: m.name,
        short_name: m.shortName,
        highlight: highlight(m.name, plan),
        count: m.count,
      }));
  }) as Promise<ManufacturerSuggestion[]>;
}
