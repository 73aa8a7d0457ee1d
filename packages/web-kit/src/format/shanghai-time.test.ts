import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  formatDay,
  formatShanghai,
  formatTime,
  formatTimeWithSeconds,
  todayInShanghai,
} from './shanghai-time';

// 2026-03-01 07:30:15 in Beijing is still 28 February in UTC and in New York.
const INSTANT = '2026-02-28T23:30:15Z';

describe.each(['UTC', 'America/New_York', 'Asia/Shanghai'])('Beijing wall clock with TZ=%s', (zone) => {
  const saved = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = zone;
  });
  afterEach(() => {
    process.env.TZ = saved;
  });

  it('formats an instant as Beijing time whatever the local zone', () => {
    // The zone really is in force: the local reading of the instant is another day outside Beijing.
    expect(new Date(INSTANT).getDate()).toBe(zone === 'Asia/Shanghai' ? 1 : 28);
    expect(formatTime(INSTANT)).toBe('2026-03-01 07:30');
    expect(formatTimeWithSeconds(INSTANT)).toBe('2026-03-01 07:30:15');
    expect(formatShanghai(INSTANT, 'YYYY年MM月DD日 HH:mm')).toBe('2026年03月01日 07:30');
    expect(formatShanghai('2026-03-01T16:05:00Z', 'MM-DD HH:mm')).toBe('03-02 00:05');
  });

  it('turns a timestamp into its Beijing day and keeps a calendar day', () => {
    expect(formatDay('2026-03-01T16:05:00Z')).toBe('2026-03-02');
    expect(formatDay('2027-06-30')).toBe('2027-06-30');
    expect(formatShanghai('2027-06-30', 'YYYY.MM.DD')).toBe('2027.06.30');
    expect(todayInShanghai(new Date('2026-03-01T17:00:00Z'))).toBe('2026-03-02');
  });
});

describe('formatTime', () => {
  it.each([
    ['2026-03-01T02:05:00.000Z', '2026-03-01 10:05'],
    ['2026-12-31T16:30:00.000Z', '2027-01-01 00:30'],
    ['not a time', 'not a time'],
  ])('%s → %s (Asia/Shanghai)', (iso, text) => expect(formatTime(iso)).toBe(text));
});

describe('unusual values', () => {
  it('shows a dash for nothing and an unreadable value as it came', () => {
    expect(formatTime(null)).toBe('—');
    expect(formatTime('')).toBe('—');
    expect(formatTime('soon')).toBe('soon');
  });
});
