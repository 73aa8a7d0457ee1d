import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';

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

function wrapQuery<C extends { query: PGlite['query'] }>(client: C, observe: QueryObserver) {
  const original = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) =>
    timed(original(...args), process.hrtime.bigint(), observe)) as C['query'];
}

/** Times PGlite queries, inside transactions too. */
export function timePglite(client: PGlite, observe: QueryObserver) {
  wrapQuery(client, observe);
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(fn: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      wrapQuery(tx, observe);
      return fn(tx);
    })) as PGlite['transaction'];
}
