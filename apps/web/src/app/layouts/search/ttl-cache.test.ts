import { describe, expect, it } from 'vitest';
import { suggestionKey, TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('reuses an answer younger than the TTL and drops it at the TTL', () => {
    let now = 1_000;
    const cache = new TtlCache<string[]>(5_000, () => now);
    cache.set('0|gmlkl', ['感冒灵颗粒']);
    now += 4_999;
    expect(cache.get('0|gmlkl')).toEqual(['感冒灵颗粒']);
    now += 1;
    expect(cache.get('0|gmlkl')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = new TtlCache<number>(5_000, () => 0, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    expect(cache.get('c')).toBe(3);
  });

  it('keys by type and trimmed, lower-case keyword', () => {
    expect(suggestionKey(0, ' GMLKL ')).toBe('0|gmlkl');
    expect(suggestionKey(1, 'trt')).not.toBe(suggestionKey(0, 'trt'));
  });
});
