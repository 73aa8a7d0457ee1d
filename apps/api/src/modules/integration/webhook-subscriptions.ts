import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client';
import * as repo from './webhook.repository';

/** NOTIFY channel of endpoint changes: every API instance on the database drops its copy. */
export const ENDPOINTS_CHANNEL = 'webhook_endpoints';
/** A backstop only: notices keep the copy current; a lost one is healed after this. */
const MAX_AGE_MS = 60_000;

type Live = { id: number; events: string[] }[];

/**
 * This process's copy of the live, enabled endpoints and their event types, so that an order, a
 * payment or a shipment with no endpoint subscribed costs no query. Kept only while exactly one app
 * watches the notices (several apps in one process may be on different databases: then every event
 * reads the table, as before).
 *
 * Staleness: an endpoint created or deleted on any instance is announced by pg_notify in the same
 * transaction, so the notice arrives when it commits, and this copy is dropped within the delivery of
 * that notice (milliseconds). An event committed in that window is recorded as the endpoints were just
 * before, which is already what reading the table in the event's transaction gives for a change
 * committed while that transaction runs. When the listening connection was lost, the copy is dropped
 * on reconnection; MAX_AGE_MS bounds anything else.
 */
class EndpointCache {
  watchers = 0;
  private copy: { live: Promise<Live>; until: number } | null = null;
  private generation = 0;

  drop() {
    this.generation++;
    this.copy = null;
  }

  async live(db: Database): Promise<Live> {
    if (this.watchers !== 1) return repo.liveEndpointEvents(db);
    if (this.copy && this.copy.until > Date.now()) return this.copy.live;
    const generation = this.generation;
    const live = repo.liveEndpointEvents(db);
    this.copy = { live, until: Date.now() + MAX_AGE_MS };
    try {
      return await live;
    } catch (error) {
      if (this.generation === generation) this.copy = null;
      throw error;
    } finally {
      // A change announced while reading may be missing from what was read.
      if (this.generation !== generation && this.copy?.live === live) this.copy = null;
    }
  }
}

const cache = new EndpointCache();

/** The endpoints subscribed to `type`, from the copy when it is kept. */
export async function subscribedEndpointIds(db: Database, type: string): Promise<number[]> {
  const live = await cache.live(db);
  return live.filter((e) => e.events.includes(type)).map((e) => e.id);
}

/**
 * Announces an endpoint change to every instance when the caller's transaction commits (NOTIFY is
 * transactional), and drops this instance's copy at once.
 */
export async function announceEndpointChange(db: Database) {
  cache.drop();
  await db.execute(sql`select pg_notify(${ENDPOINTS_CHANNEL}, '')`);
}

/** Keeps the copy while the app runs; returns what stops it (app close). */
export async function watchEndpointChanges(database: DatabaseHandle): Promise<() => Promise<void>> {
  const stop = await database.listen(
    ENDPOINTS_CHANNEL,
    () => cache.drop(),
    () => cache.drop(),
  );
  cache.watchers++;
  cache.drop();
  return async () => {
    cache.watchers--;
    cache.drop();
    await stop();
  };
}
