import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/**
 * Runs independent reads side by side on the pool, but one after the other inside a transaction:
 * a transaction holds a single connection, which node-postgres would queue anyway (and warns about).
 */
export async function parallel<T extends readonly unknown[]>(
  db: Database,
  tasks: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(tasks.map((task) => task()))) as unknown as T;
  const results: unknown[] = [];
  for (const task of tasks) results.push(await task());
  return results as unknown as T;
}
