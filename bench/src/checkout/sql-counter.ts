import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Counts the SQL statements this process sends, whichever driver: node-postgres clients (pool
 * connections included) and PGlite (plain queries, and inside transactions BEGIN, each statement and
 * COMMIT). Counting is off until `start()`.
 */
export function installSqlCounter() {
  let counting = false;
  let count = 0;
  const statements: string[] = [];
  const note = (text: unknown) => {
    if (!counting) return;
    count++;
    statements.push(
      String(
        typeof text === 'object' && text !== null && 'text' in text ? (text as { text: string }).text : text,
      ).slice(0, 120),
    );
  };

  const clientQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    note(args[0]);
    return clientQuery.apply(this, args);
  } as typeof pg.Client.prototype.query;

  const proto = PGlite.prototype as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const method of ['query', 'exec'] as const) {
    const original = proto[method]!;
    proto[method] = function (this: PGlite, ...args: unknown[]) {
      note(args[0]);
      return original.apply(this, args);
    };
  }
  const transaction = proto.transaction!;
  proto.transaction = function (this: PGlite, ...args: unknown[]) {
    const callback = args[0] as (
      tx: Record<string, (...a: unknown[]) => Promise<unknown>>,
    ) => Promise<unknown>;
    note('BEGIN');
    return transaction
      .call(this, async (tx: Record<string, (...a: unknown[]) => Promise<unknown>>) => {
        for (const method of ['query', 'exec'] as const) {
          const inner = tx[method]!;
          tx[method] = (...a: unknown[]) => {
            note(a[0]);
            return inner(...a);
          };
        }
        return callback(tx);
      })
      .finally(() => note('COMMIT'));
  };

  return {
    start() {
      counting = true;
      count = 0;
      statements.length = 0;
    },
    stop() {
      counting = false;
      return { count, statements: [...statements] };
    },
  };
}
