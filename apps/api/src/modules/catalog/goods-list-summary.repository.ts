import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goods, manufacturers } from '../../db/schema';
import { PUBLIC_GOODS } from './goods-filter';

/**
 * One goods in SAMPLE_EVERY (by id) is in the sample: goods_list_sample_idx holds exactly those of
 * the public catalogue, with the columns lists filter on, so a sampled summary is an index-only scan
 * over 1/16 of the catalogue whatever the filter's size. The modulus is a literal in the SQL: the
 * planner matches the partial index's predicate only against the same expression.
 */
export const SAMPLE_EVERY = 16;
const inSample = sql`${PUBLIC_GOODS} and ${goods.id} % ${sql.raw(String(SAMPLE_EVERY))} = 0`;

/** Matches goods_list_cover_idx's predicate (with the public visibility): see the schema. */
const coverMarker = sql`${goods.id} > 0`;

export interface ListSummary {
  /** Goods matching the whole filter, without the manufacturer's condition, without the spec's. */
  all: number;
  withoutManufacturer: number;
  withoutSpec: number;
  /** Top manufacturers without the manufacturer's condition, top specs without the spec's. */
  manufacturers: { id: number; name: string; count: number }[];
  specs: { name: string; count: number }[];
}

export interface SummaryScope {
  /** Also in the WHERE: the facets that are not asked for (narrows the rows read). */
  where: SQL;
  manufacturer: SQL;
  spec: SQL;
}

/**
 * Counts and both facets of a filter in one statement and one pass over the matching goods (the rows
 * are read once into `s`, each tagged with whether it passes the manufacturer's and the spec's
 * condition). `sample` reads the sample only, and nothing while the catalogue holds fewer than
 * `minCatalogue` goods as PostgreSQL last counted them (reltuples, -1 before the first ANALYZE).
 */
export function summaryQuery(scope: SummaryScope, facetLimit: number, sample?: { minCatalogue: number }) {
  const where = sample
    ? and(
        inSample,
        scope.where,
        sql`(select reltuples from pg_class where oid = 'goods'::regclass) >= ${sample.minCatalogue}`,
      )
    : and(scope.where, coverMarker);
  return sql`
    with s as materialized (
      select ${goods.manufacturerId} as maker, ${goods.spec} as spec,
        (${scope.manufacturer}) as m, (${scope.spec}) as p
      from ${goods}
      where ${where}
    ), counts as (
      select count(*) filter (where m and p)::int as "all", count(*) filter (where p)::int as "withoutManufacturer",
        count(*) filter (where m)::int as "withoutSpec"
      from s
    )
    select counts.*,
      (select coalesce(json_agg(json_build_object('id', t.maker, 'name', ${manufacturers.name}, 'count', t.n)
          order by t.n desc, t.maker), '[]'::json)
        from (select maker, count(*)::int as n from s where p group by maker
              order by n desc, maker limit ${facetLimit}) t
        join ${manufacturers} on ${manufacturers.id} = t.maker) as "manufacturers",
      (select coalesce(json_agg(json_build_object('name', t.spec, 'count', t.n) order by t.n desc, t.spec), '[]'::json)
        from (select spec, count(*)::int as n from s where m group by spec
              order by n desc, spec limit ${facetLimit}) t) as "specs"
    from counts
  `;
}

export async function summarise(
  db: Database,
  scope: SummaryScope,
  facetLimit: number,
  sample?: { minCatalogue: number },
): Promise<ListSummary> {
  const result = (await db.execute(summaryQuery(scope, facetLimit, sample))) as {
    rows: Record<string, unknown>[];
  };
  const row = result.rows[0];
  const parse = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  return {
    all: Number(row.all),
    withoutManufacturer: Number(row.withoutManufacturer),
    withoutSpec: Number(row.withoutSpec),
    manufacturers: parse(row.manufacturers),
    specs: parse(row.specs),
  };
}
