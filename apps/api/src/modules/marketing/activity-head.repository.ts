import { eq, type InferInsertModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';

type TableWithId = PgTable & { id: PgColumn };

/**
 * Inserts an activity's head row (满减, 组合购, 换购 …) or updates the one `id` names: its id, or null
 * when `id` names no row. The caller then replaces the activity's goods.
 */
export async function saveActivityHead<T extends TableWithId>(
  db: Database,
  table: T,
  id: number | null,
  values: InferInsertModel<T>,
): Promise<number | null> {
  const returning = { id: table.id } as const;
  if (id === null) {
    const [row] = (await db.insert(table).values(values).returning(returning)) as { id: number }[];
    return row!.id;
  }
  const rows = (await db
    .update(table)
    .set(values as never)
    .where(eq(table.id, id))
    .returning(returning)) as { id: number }[];
  return rows.length === 0 ? null : id;
}
