import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';

const dialect = new PgDialect();

/**
 * Runs `query` as the named prepared statement `name`: PostgreSQL plans it once per connection instead
 * of on every request (a big cart's statement costs more to plan than to run). The text must be the
 * same on every call — values only as bound parameters, never inlined. PGlite runs it unnamed.
 */
export async function executeNamed<T>(db: Database, name: string, query: SQL): Promise<T[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}
