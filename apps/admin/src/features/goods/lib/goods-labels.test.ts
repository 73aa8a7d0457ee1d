import { describe, expect, it } from 'vitest';
import { expiryState } from './goods-labels';

describe('expiryState', () => {
  it.each([
    ['', 'none'],
    ['2026-02-28', 'expired'],
    ['2026-03-01', 'near'],
    ['2026-08-31', 'near'],
    ['2026-09-01', 'ok'],
    ['2028-01-27', 'ok'],
  ])('%s on 2026-03-01 is %s', (day, state) => {
    expect(expiryState(day, '2026-03-01')).toBe(state);
  });
});
