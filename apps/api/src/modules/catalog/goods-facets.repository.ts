import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import { goodsFacets, manufacturers } from '../../db/schema';
import type { GoodsFilter } from './goods-filter';

/**
 * Totals and facets of the simple lists (the whole catalogue, a category, a kind, 优选, a manufacturer)
 * read from goods_facets, which triggers keep current with every write to goods (schema
 * goods-facets.ts): three index reads of at most 20 rows each instead of counting the filter's goods.
 * Public viewers only: goods_facets counts the goods everyone sees.
 */
export interface FacetScopes {
  /** The goods_facets row of the total: scope, facet and maker. */
  total: { scope: string; facet: 't' | 'm'; makerId: number };
  makers: string;
  specs: string;
}

/**
 * The scopes answering a filter, or null when goods_facets cannot (any other condition, or two of
 * them: a keyword, a spec, a brand, 仅看有货, a zone other than a kind, a category with a kind…).
 */
export function facetScopes(filter: GoodsFilter): FacetScopes | null {
  const { categoryIds, kind, youx, manufacturerId, zone, ...rest } = filter;
  if (Object.values(rest).some((v) => v !== undefined)) return null;
  const zoneKind = zone === 'herbal' || zone === 'device' ? zone : undefined;
  if (zone !== undefined && !zoneKind) return null;
  const scopes = [
    // withDescendants lists the category itself first.
    categoryIds ? `c:${categoryIds[0]}` : undefined,
    kind || zoneKind ? `k:${kind ?? zoneKind}` : undefined,
    youx ? 'y' : undefined,
  ].filter((s): s is string => s !== undefined);
  // Two kinds at once (qx=2 with zone=herbal) ask for goods of both: the live count answers that.
  if (kind && zoneKind && kind !== zoneKind) return null;
  const unique = [...new Set(scopes)];
  if (unique.length > 1) return null;
  if (manufacturerId !== undefined) {
    if (unique.length > 0) return null;
    return {
      total: { scope: 'all', facet: 'm', makerId: manufacturerId },
      makers: 'all',
      specs: `m:${manufacturerId}`,
    };
  }
  const scope = unique[0] ?? 'all';
  return { total: { scope, facet: 't', makerId: 0 }, makers: scope, specs: scope };
}

interface FacetValues extends Record<string, unknown> {
  totalScope: string;
  totalFacet: string;
  totalMaker: number;
  makers: string;
  specs: string;
  facetLimit: number;
}

/** The values of facetsJson's placeholders for the scopes of a filter. */
export const facetValues = (scopes: FacetScopes, limit: number): FacetValues => ({
  totalScope: scopes.total.scope,
  totalFacet: scopes.total.facet,
  totalMaker: scopes.total.makerId,
  makers: scopes.makers,
  specs: scopes.specs,
  facetLimit: limit,
});

/**
 * The top `limit` rows of one facet of a scope, ordered as goods_facets_top_idx is (`n desc nulls last`,
 * then maker and spec; a spec row's maker is 0), so that they are the index's first rows: ordered
 * otherwise, the 15,000 specs of a 100,000-goods catalogue were read and sorted on every request (8 ms).
 */
export function topOfFacet(facet: 'm' | 's', scope: SQLWrapper, limit: SQLWrapper): SQL {
  const f = goodsFacets;
  return sql`select ${f.makerId} as maker_id, ${f.spec} as spec, ${f.n} as n from ${f}
    where ${f.scope} = ${scope} and ${f.facet} = ${facet} and ${f.n} > 0
    order by ${f.n} desc nulls last, ${f.makerId}, ${f.spec} limit ${limit}::int`;
}

/**
 * The total and the top makers and specs as one JSON object (FacetAnswer): three index reads of
 * goods_facets, with facetValues' placeholders. Read alone (readFacets) or on the first row of the
 * filterless page (goods-list.repository findPlainPage).
 */
export function facetsJson(): SQL {
  const f = goodsFacets;
  const p = (key: keyof FacetValues & string) => sql.placeholder(key);
  return sql`json_build_object(
    'total', coalesce((select ${f.n} from ${f} where ${f.scope} = ${p('totalScope')} and ${f.facet} = ${p('totalFacet')}
      and ${f.makerId} = ${p('totalMaker')}::int and ${f.spec} = ''), 0),
    'manufacturers', (select coalesce(json_agg(json_build_object('id', t.maker_id, 'name', ${manufacturers.name}, 'count', t.n)
        order by t.n desc, t.maker_id), '[]'::json)
      from (${topOfFacet('m', p('makers'), p('facetLimit'))}) t
      join ${manufacturers} on ${manufacturers.id} = t.maker_id),
    'specs', (select coalesce(json_agg(json_build_object('name', t.spec, 'count', t.n) order by t.n desc, t.spec), '[]'::json)
      from (${topOfFacet('s', p('specs'), p('facetLimit'))}) t))`;
}

export interface FacetAnswer {
  total: number;
  manufacturers: { id: number; name: string; count: number }[];
  specs: { name: string; count: number }[];
}

/** facetsJson's object as the driver gives it (PGlite parses JSON, node-postgres too unless told not to). */
export function toFacetAnswer(value: FacetAnswer | string): FacetAnswer {
  const facets = typeof value === 'string' ? (JSON.parse(value) as FacetAnswer) : value;
  return { total: Number(facets.total), manufacturers: facets.manufacturers, specs: facets.specs };
}

/** One named statement (parsed and planned once per connection). */
const facetsOf = namedStatement<FacetValues, { facets: FacetAnswer | string }>(
  'catalog_goods_facets',
  () => sql`select ${facetsJson()} as "facets"`,
);

export async function readFacets(db: Database, scopes: FacetScopes, limit: number): Promise<FacetAnswer> {
  const [row] = await facetsOf(db, facetValues(scopes, limit));
  return toFacetAnswer(row.facets);
}
