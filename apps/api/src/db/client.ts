import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { listenOnServer } from './listen';
import { adoptDrizzleParsers } from './pglite-queries';
import { timedPgClient, timePglite, type QueryObserver } from './query-timing';

/**
 * One Drizzle type over PGlite and node-postgres; a transaction is one too. Without Drizzle's
 * relational query API (`db.query.…`, unused here): with a schema, Drizzle builds a query builder for
 * every table each time it opens a transaction.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Connections of the pool (PGlite: its one connection). */
  poolStats(): { total: number; idle: number; waiting: number };
  /** The embedded database's files as a tarball (PGlite only), to start copies from. */
  dump?(): Promise<Blob>;
  /**
   * Calls `onPayload` for every NOTIFY on `channel` from any connection (any API instance on the
   * same database). PostgreSQL: one dedicated connection, re-established after an outage; notices
   * sent while it was down are lost, so listeners re-read what they show when `onReconnect` fires.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
}

export interface DatabaseOptions {
  /** postgres://… selects a PostgreSQL server. */
  databaseUrl?: string;
  /** Folder of the embedded database; undefined keeps it in memory. */
  dataDir?: string;
  poolSize?: number;
  /** Starts the embedded database from a dump instead of an empty cluster. */
  loadDataDir?: Blob;
  /** PostgreSQL: how long to wait for a connection before the request fails (server down). */
  connectionTimeoutMs?: number;
  /** PostgreSQL: how long one statement may take before the client gives up on it. */
  queryTimeoutMs?: number;
  /** Receives each query's duration (metrics). */
  onQuery?: QueryObserver;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectionTimeoutMs,
      query_timeout: options.queryTimeoutMs,
      keepAlive: true,
      ...(options.onQuery ? { Client: timedPgClient(options.onQuery) } : {}),
    });
    // An idle connection the server drops (restart, failover) is replaced by the pool on next use;
    // without a listener its error would crash the process.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    // A checked-out connection has no pool listener: when the server goes away mid-transaction the
    // query fails (and answers 503), but the client's own 'error' event would still crash the process.
    pool.on('connect', (client) => {
      client.on('error', (error) => console.warn(`database connection lost in use: ${error.message}`));
    });
    const db = drizzlePg(pool) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: (channel, onPayload, onReconnect) =>
        listenOnServer(options.databaseUrl!, channel, onPayload, onReconnect),
    };
  }
  const client = await PGlite.create(options.dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
  });
  adoptDrizzleParsers(client);
  if (options.onQuery) timePglite(client, options.onQuery);
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    dump: () => client.dumpDataDir('none'),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
  };
}
