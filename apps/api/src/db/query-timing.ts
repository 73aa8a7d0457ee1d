import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { wrapPgliteQueries } from './pglite-queries';

/** Called with the seconds each database round trip took (metrics). */
export type QueryObserver = (seconds: number) => void;

function timed<T>(result: T, started: bigint, observe: QueryObserver): T {
  if (result && typeof (result as { then?: unknown }).then === 'function') {
    const done = () => observe(Number(process.hrtime.bigint() - started) / 1e9);
    (result as unknown as Promise<unknown>).then(done, done);
  }
  return result;
}

/** A node-postgres client class whose promise queries report their duration. */
export function timedPgClient(observe: QueryObserver): typeof pg.Client {
  return class TimedClient extends pg.Client {
    // pg's query() has callback and promise overloads; only the promise form (what Drizzle uses) is timed.
    override query(...args: unknown[]): never {
      const started = process.hrtime.bigint();
      return timed((super.query as (...a: unknown[]) => unknown)(...args), started, observe) as never;
    }
  } as typeof pg.Client;
}

/** Times PGlite queries, inside transactions too. */
export function timePglite(client: PGlite, observe: QueryObserver) {
  wrapPgliteQueries(
    client,
    (query) =>
      ((...args: Parameters<typeof query>) =>
        timed(query(...args), process.hrtime.bigint(), observe)) as typeof query,
  );
}
