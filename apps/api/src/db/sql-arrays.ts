import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column = any('{1,2,3}'::int[])`: one array literal instead of one bound parameter per id, which
 * PGlite handles far faster for the hundreds of ids of a big cart. Only for integers we hold.
 */
export function anyOf(column: AnyPgColumn, ids: readonly number[]): SQL {
  return sql`${column} = any(${intArray(ids)})`;
}

export function intArray(ids: readonly number[]): SQL {
  return sql.raw(`'{${ids.map((id) => Math.trunc(id)).join(',')}}'::int[]`);
}
