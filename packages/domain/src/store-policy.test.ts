import { describe, expect, it } from 'vitest';
import {
  approvalDeadline,
  decideStoreOrder,
  groupedYuan,
  monthlyLimitMessage,
  shanghaiMonthStart,
  type StorePolicy,
} from './store-policy';

const policy = (monthlyLimit: number | null, approvalOver: number | null): StorePolicy => ({
  monthlyLimit,
  approvalOver,
});

describe('decideStoreOrder', () => {
  it.each([
    ['no policy', null, 0, 9_999_999, { kind: 'ok', needsApproval: false }],
    ['no rules', policy(null, null), 500_000, 9_999_999, { kind: 'ok', needsApproval: false }],
    ['below approval amount', policy(null, 200_000), 0, 199_999, { kind: 'ok', needsApproval: false }],
    ['exactly the approval amount', policy(null, 200_000), 0, 200_000, { kind: 'ok', needsApproval: false }],
    ['above the approval amount', policy(null, 200_000), 0, 200_001, { kind: 'ok', needsApproval: true }],
    ['approval amount 0: every paid order', policy(null, 0), 0, 1, { kind: 'ok', needsApproval: true }],
    ['within the limit', policy(5_000_000, null), 4_000_000, 1_000_000, { kind: 'ok', needsApproval: false }],
    [
      'one fen over the limit',
      policy(5_000_000, null),
      4_000_000,
      1_000_001,
      { kind: 'over_limit', limit: 5_000_000, left: 1_000_000 },
    ],
    [
      'already past the limit (limit lowered)',
      policy(100_000, null),
      300_000,
      1,
      { kind: 'over_limit', limit: 100_000, left: 0 },
    ],
    ['limit 0 refuses any amount', policy(0, null), 0, 1, { kind: 'over_limit', limit: 0, left: 0 }],
    ['limit 0, free order', policy(0, null), 0, 0, { kind: 'ok', needsApproval: false }],
    [
      'over the limit wins over approval',
      policy(5_000_000, 200_000),
      4_900_000,
      300_000,
      { kind: 'over_limit', limit: 5_000_000, left: 100_000 },
    ],
    [
      'within the limit, needs approval',
      policy(5_000_000, 200_000),
      1_000_000,
      300_000,
      { kind: 'ok', needsApproval: true },
    ],
  ] as const)('%s', (_name, p, spent, amount, expected) => {
    expect(decideStoreOrder(p, spent, amount)).toEqual(expected);
  });
});

describe('groupedYuan', () => {
  it.each([
    [0, '0.00'],
    [99_999, '999.99'],
    [100_000, '1,000.00'],
    [5_000_000, '50,000.00'],
    [123_456_789, '1,234,567.89'],
    [-120_000, '-1,200.00'],
  ])('%d → %s', (fen, text) => {
    expect(groupedYuan(fen)).toBe(text);
  });
});

describe('monthlyLimitMessage', () => {
  it('names the limit and what is left', () => {
    expect(monthlyLimitMessage(5_000_000, 120_000)).toContain('本月采购额度¥50,000.00，剩余¥1,200.00');
  });
});

describe('shanghaiMonthStart', () => {
  it.each([
    ['2026-11-23T10:00:00Z', '2026-10-31T16:00:00.000Z'],
    // 1 December 03:00 in Shanghai is still 30 November in UTC.
    ['2026-11-30T19:00:00Z', '2026-11-30T16:00:00.000Z'],
    ['2026-11-30T15:59:59Z', '2026-10-31T16:00:00.000Z'],
    ['2027-01-01T00:00:00Z', '2026-12-31T16:00:00.000Z'],
  ])('%s → %s', (now, start) => {
    expect(shanghaiMonthStart(new Date(now)).toISOString()).toBe(start);
  });
});

describe('approvalDeadline', () => {
  it('is 72 hours after the order', () => {
    expect(approvalDeadline(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe('2026-11-26T10:00:00.000Z');
  });
});
