/**
 * Answers kept for a while (spec §5: suggestions are reused when younger than 5000 ms). Expired
 * entries are dropped when read, and the oldest go first once `maxEntries` is reached.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; at: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = () => Date.now(),
    private readonly maxEntries = 200,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, at: this.now() });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Suggestions depend on the search type and the keyword as typed (trimmed, lower case). */
export const suggestionKey = (type: number, keyword: string): string =>
  `${type}|${keyword.trim().toLowerCase()}`;
