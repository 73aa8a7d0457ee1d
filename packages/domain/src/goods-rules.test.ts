import { describe, expect, it } from 'vitest';
import {
  FORBIDDEN_SCOPES,
  canBuyScope,
  isExpired,
  isForbiddenScope,
  isNearExpiry,
  nearExpiryCutoff,
  priceVisibility,
  specialMedicineRefusal,
  SPECIAL_RECEIPT_OUTSTANDING,
} from './goods-rules';

describe('isNearExpiry (default 6 months)', () => {
  it.each([
    ['2025-07-14', '2025-01-15', true],
    ['2025-07-15', '2025-01-15', false],
    ['2025-07-16', '2025-01-15', false],
    ['2026-01-15', '2025-01-15', false],
    ['2025-01-15', '2025-01-15', true],
    ['2024-12-31', '2025-01-15', true],
    ['2026-02-27', '2025-08-31', true],
    ['2026-02-28', '2025-08-31', false],
    [new Date('2025-07-14T17:00:00Z'), '2025-01-15', false],
    [new Date('2025-07-14T15:00:00Z'), '2025-01-15', true],
    ['2025-07-14', new Date('2025-01-14T16:30:00Z'), true],
  ])('expires %j, today %j → %s', (expiresOn, today, near) => {
    expect(isNearExpiry(expiresOn, today)).toBe(near);
  });

  it.each([
    ['2025-03-14', '2025-01-15', 2, true],
    ['2025-03-15', '2025-01-15', 2, false],
    ['2025-12-31', '2025-01-15', 12, true],
    ['2025-01-15', '2025-01-15', 0, false],
  ])('expires %s, today %s, %d months → %s', (expiresOn, today, months, near) => {
    expect(isNearExpiry(expiresOn, today, months)).toBe(near);
  });
});

describe('nearExpiryCutoff', () => {
  it.each([
    ['2025-01-15', undefined, '2025-07-15'],
    ['2025-08-31', undefined, '2026-02-28'],
    ['2025-08-31', 3, '2025-11-30'],
    [new Date('2025-01-14T16:00:00Z'), undefined, '2025-07-15'],
  ])('today %j, months %s → %s', (today, months, cutoff) => {
    expect(nearExpiryCutoff(today, months)).toBe(cutoff);
  });
});

describe('isExpired', () => {
  it.each([
    ['2025-01-14', '2025-01-15', true],
    ['2025-01-15', '2025-01-15', false],
    ['2025-01-16', '2025-01-15', false],
  ])('expires %s, today %s → %s', (expiresOn, today, expired) => {
    expect(isExpired(expiresOn, today)).toBe(expired);
  });
});

describe('priceVisibility', () => {
  it.each([
    [false, false, { visible: false, reason: '登录后可见' }],
    [false, true, { visible: false, reason: '登录后可见' }],
    [true, false, { visible: false, reason: '资质审核通过后可见' }],
    [true, true, { visible: true, reason: null }],
  ])('loggedIn %s, isPassed %s → %j', (loggedIn, isPassed, expected) => {
    expect(priceVisibility({ loggedIn, isPassed })).toEqual(expected);
  });
});

describe('isForbiddenScope', () => {
  it.each(FORBIDDEN_SCOPES.map((scope) => [scope]))('%s is forbidden', (scope) => {
    expect(isForbiddenScope(scope)).toBe(true);
  });

  it.each([
    ['第二类精神药品', true],
    ['第一类精神药品', true],
    ['疫苗类', true],
    [' 血液制品 ', true],
    ['化学药制剂', false],
    ['抗生素制剂', false],
    ['中成药', false],
    ['中药饮片', false],
    ['生物制品', false],
    ['含麻黄碱类复方制剂', false],
    ['第二类医疗器械', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (scope, forbidden) => {
    expect(isForbiddenScope(scope)).toBe(forbidden);
  });
});

describe('canBuyScope', () => {
  const buyer = ['化学药制剂', '抗生素制剂', '中成药', ' 第二类医疗器械 ', '疫苗'];
  it.each([
    ['化学药制剂', true],
    ['中成药', true],
    ['第二类医疗器械', true],
    [' 中成药', true],
    ['中药饮片', false],
    ['第三类医疗器械', false],
    ['生物制品', false],
    ['疫苗', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (scope, ok) => {
    expect(canBuyScope(scope, buyer)).toBe(ok);
  });

  it('refuses everything for a buyer without approved scopes', () => {
    expect(canBuyScope('中成药', [])).toBe(false);
  });
});

describe('specialMedicineRefusal', () => {
  it.each([
    [0, false, 100, undefined, null],
    [null, false, 100, undefined, null],
    [1, false, 1, undefined, 'permission'],
    [1, true, 1, undefined, null],
    [1, true, 5, undefined, null],
    [1, true, 6, undefined, 'cap'],
    [1, true, 3, 2, 'cap'],
    [1, true, 2, 2, null],
  ])(
    'type %s, special buyer %s, quantity %d, cap %s → %s',
    (goodsType, buyerIsSpecial, quantity, cap, refusal) => {
      expect(specialMedicineRefusal({ goodsType, buyerIsSpecial, quantity, cap })).toBe(refusal);
    },
  );

  it.each([
    [1, true, 1, 'receipt'],
    [1, true, 9, 'receipt'],
    [1, false, 1, 'permission'],
    [0, true, 1, null],
  ] as const)(
    'type %s, special buyer %s, quantity %d, receipt outstanding → %s',
    (goodsType, buyerIsSpecial, quantity, refusal) => {
      expect(specialMedicineRefusal({ goodsType, buyerIsSpecial, quantity, receiptOutstanding: true })).toBe(
        refusal,
      );
    },
  );

  it('says what the pay page says', () => {
    expect(SPECIAL_RECEIPT_OUTSTANDING).toContain('审核通过后方可继续采购此类商品');
  });
});
