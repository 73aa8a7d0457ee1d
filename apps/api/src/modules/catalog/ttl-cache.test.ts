import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('shares one load between concurrent callers and keeps the answer for its time to live', async () => {
    const cache = new TtlCache<number>(10, 1_000);
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('k', load, 0), cache.get('k', load, 10)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    expect(await cache.get('k', load, 999)).toBe(1);
  });

  it('serves a stale answer while one background load refreshes it', async () => {
    const cache = new TtlCache<number>(10, 1_000);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('k', load, 0);
    const stale = cache.get('k', load, 1_500);
    expect(cache.get('k', load, 1_501)).toBe(stale);
    expect(await stale).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(loads).toBe(2);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('waits for a fresh answer once the stale one is far too old, and forgets failures', async () => {
    const cache = new TtlCache<number>(10, 1_000);
    let loads = 0;
    await cache.get('k', async () => ++loads, 0);
    expect(await cache.get('k', async () => ++loads, 60_000)).toBe(2);
    await expect(cache.get('x', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', async () => 7)).toBe(7);
  });

  it('drops the oldest entry beyond its size', async () => {
    const cache = new TtlCache<string>(2, 1_000);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key, 0);
    let reloaded = false;
    await cache.get('a', async () => ((reloaded = true), 'a'), 1);
    expect(reloaded).toBe(true);
  });
});
