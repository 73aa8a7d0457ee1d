import { createRequire } from 'node:module';
import { askPrimary, type PrimaryHandler } from './ipc';

const require = createRequire(import.meta.url);

interface LimitState {
  current: number;
  ttl: number;
}
interface LocalStore {
  incr(
    key: string,
    cb: (error: Error | null, state?: LimitState) => void,
    timeWindow: number,
    max: number,
  ): void;
  read?(
    key: string,
    cb: (error: Error | null, state?: LimitState) => void,
    timeWindow: number,
    max: number,
  ): void;
}
type LocalStoreConstructor = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => LocalStore;

// The plugin's own in-memory store, kept in the primary so that every worker counts against one limit.
const PluginLocalStore = require('@fastify/rate-limit/store/LocalStore') as LocalStoreConstructor;

interface RouteLimit {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}
interface CountAsk {
  limit: string;
  continueExceeding: boolean;
  exponentialBackoff: boolean;
  key: string;
  timeWindow: number;
  max: number;
  read: boolean;
}

const limitName = (options: RouteLimit) =>
  options.groupId ?? `${[options.routeInfo?.method ?? ''].flat().join(',')} ${options.routeInfo?.url ?? ''}`;

/**
 * A store for @fastify/rate-limit whose counters live in the cluster's primary: with WORKERS > 1 a
 * caller spread over the workers by the cluster's round robin still meets one limit, not one per
 * worker. (Several machines would need a shared store such as Redis; one machine needs none.)
 */
export class ClusterRateLimitStore {
  private readonly options: RouteLimit;

  // The plugin passes its merged limit options (with `routeInfo` for a route's own limit).
  constructor(options: object = {}) {
    this.options = options as RouteLimit;
  }

  private count(
    read: boolean,
    key: string,
    cb: (e: Error | null, s?: LimitState) => void,
    timeWindow: number,
    max: number,
  ) {
    const ask: CountAsk = {
      limit: limitName(this.options),
      continueExceeding: this.options.continueExceeding ?? false,
      exponentialBackoff: this.options.exponentialBackoff ?? false,
      key,
      timeWindow,
      max,
      read,
    };
    askPrimary<LimitState>('rate-limit', ask).then(
      (state) => cb(null, state),
      (error: Error) => cb(error),
    );
  }

  incr(key: string, cb: (e: Error | null, s?: LimitState) => void, timeWindow: number, max: number) {
    this.count(false, key, cb, timeWindow, max);
  }

  read(key: string, cb: (e: Error | null, s?: LimitState) => void, timeWindow: number, max: number) {
    this.count(true, key, cb, timeWindow, max);
  }

  child(routeOptions: object) {
    return new ClusterRateLimitStore(routeOptions);
  }
}

/** The primary's side: one in-memory store per limit, shared by all workers. */
export function rateLimitCounter(): PrimaryHandler {
  const stores = new Map<string, LocalStore>();
  return (body) => {
    const ask = body as CountAsk;
    let store = stores.get(ask.limit);
    if (!store) {
      store = new PluginLocalStore(ask.continueExceeding, ask.exponentialBackoff);
      stores.set(ask.limit, store);
    }
    const method = ask.read && store.read ? store.read.bind(store) : store.incr.bind(store);
    return new Promise<LimitState>((resolve, reject) =>
      method(ask.key, (error, state) => (error ? reject(error) : resolve(state!)), ask.timeWindow, ask.max),
    );
  };
}
