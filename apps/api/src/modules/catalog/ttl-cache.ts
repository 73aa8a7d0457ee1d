let cachingEnabled = true;

/** Benchmarks switch the catalogue's caches off to measure the queries themselves. */
export function setCatalogCaching(enabled: boolean) {
  cachingEnabled = enabled;
}

/** How long past its time to live an answer may still be served while a fresh one is being made. */
const STALE_FACTOR = 6;

interface Entry<V> {
  at: number;
  value: Promise<V>;
  refreshing: boolean;
}

/**
 * A small in-process cache with a time to live and a size bound (oldest entry out first). It holds the
 * promise, so concurrent requests for the same key share one database query. An expired answer is
 * still served (for up to STALE_FACTOR times the time to live) while one request makes a fresh one in
 * the background: no request waits for a slow query just because a minute has passed.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  get(key: string, load: () => Promise<V>, now = Date.now()): Promise<V> {
    if (!cachingEnabled) return load();
    const hit = this.entries.get(key);
    if (hit) {
      const age = now - hit.at;
      if (age < this.ttlMs || hit.refreshing) return hit.value;
      if (age < this.ttlMs * STALE_FACTOR) {
        this.refresh(key, hit, load);
        return hit.value;
      }
      this.entries.delete(key);
    }
    const entry: Entry<V> = { at: now, value: load(), refreshing: false };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry.value;
  }

  private refresh(key: string, stale: Entry<V>, load: () => Promise<V>) {
    stale.refreshing = true;
    load().then(
      (value) => {
        if (this.entries.get(key) === stale) {
          this.entries.set(key, { at: Date.now(), value: Promise.resolve(value), refreshing: false });
        }
      },
      () => {
        stale.refreshing = false;
      },
    );
  }

  clear() {
    this.entries.clear();
  }
}

/** One set of caches per database, so two apps (tests, benchmarks) never share answers. */
export function perDatabase<K extends object, V>(create: () => V): (key: K) => V {
  const caches = new WeakMap<K, V>();
  return (key) => {
    let value = caches.get(key);
    if (!value) {
      value = create();
      caches.set(key, value);
    }
    return value;
  };
}
