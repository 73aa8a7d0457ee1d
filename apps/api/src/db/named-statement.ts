import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

const dialect = new PgDialect();

type Query = ReturnType<PgDialect['sqlToQuery']>;

async function run<T>(db: Database, name: string, query: Query, values?: Record<string, unknown>) {
  const prepared = db._.session.prepareQuery(query, undefined, name, false);
  const result = (await prepared.execute(values)) as { rows: T[] };
  return result.rows;
}

/**
 * A select list of Drizzle columns (or SQL) each named after its key (`"members"."id" as "memberId"`),
 * so a named statement's rows come back under the keys of the object a Drizzle select would map.
 */
export function aliased(columns: Record<string, SQLWrapper>): SQL {
  return sql.join(
    Object.entries(columns).map(([key, value]) => sql`${value} as ${sql.identifier(key)}`),
    sql`, `,
  );
}

/**
 * A named statement whose text is built once, on first use: hot paths (the session lookup, the
 * checkout) skip drizzle's query building as well as PostgreSQL's parsing. Values are
 * `sql.placeholder(key)`s filled from `values`; lists travel as arrays (`= any(…)`, `unnest(…)`), so
 * the text never depends on their length. Rows come back as the driver gives them: alias the columns
 * to the keys of `Row`; dates and times come as text on both drivers.
 */
export function namedStatement<Values extends Record<string, unknown>, Row>(name: string, build: () => SQL) {
  let query: Query | undefined;
  return (db: Database, values: Values): Promise<Row[]> => {
    query ??= dialect.sqlToQuery(build());
    return run<Row>(db, name, query, values);
  };
}

/**
 * A placeholder the planner does not look at: `(select $n::type)` is an init plan, so a custom plan
 * estimates its rows from the column's statistics as the generic plan does, and PostgreSQL keeps the
 * generic plan. For a member's rows: with a few members holding long carts in the statistics, a custom
 * plan for an ordinary member looked so much cheaper that the cart add's read was planned afresh on
 * every call (about 1.3 ms, more than it takes to run).
 */
export function unseenPlaceholder(name: string, type: 'int' | 'text'): SQL {
  return sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;
}
