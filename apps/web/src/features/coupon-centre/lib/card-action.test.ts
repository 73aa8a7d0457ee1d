import { describe, expect, it } from 'vitest';
import { cardAction, couponAmount, scarcityText } from './card-action';

describe('cardAction', () => {
  it.each<[string, { remaining: number; claimed_by_me: number; can_claim: 0 | 1 }, boolean, string, string]>([
    ['a visitor', { remaining: 10, claimed_by_me: 0, can_claim: 1 }, false, 'login', '立即领取'],
    ['a visitor, all gone', { remaining: 0, claimed_by_me: 0, can_claim: 0 }, false, 'sold_out', '已领完'],
    ['a member', { remaining: 10, claimed_by_me: 0, can_claim: 1 }, true, 'claim', '立即领取'],
    [
      'a member with one, limit 2',
      { remaining: 10, claimed_by_me: 1, can_claim: 1 },
      true,
      'claim',
      '再领一张',
    ],
    ['a member at the limit', { remaining: 10, claimed_by_me: 1, can_claim: 0 }, true, 'claimed', '已领取'],
    [
      'a member who got one of the last',
      { remaining: 0, claimed_by_me: 1, can_claim: 0 },
      true,
      'claimed',
      '已领取',
    ],
    ['a member, all gone', { remaining: 0, claimed_by_me: 0, can_claim: 0 }, true, 'sold_out', '已领完'],
    ['a member, claim closed', { remaining: 5, claimed_by_me: 0, can_claim: 0 }, true, 'closed', '暂不可领'],
  ])('%s → %s', (_name, item, loggedIn, kind, label) => {
    expect(cardAction(item, loggedIn)).toEqual({ kind, label });
  });
});

describe('scarcityText', () => {
  it.each([
    [4, 500, '仅剩4张'],
    [50, 500, '仅剩50张'],
    [51, 500, null],
    [0, 500, null],
  ])('%i of %i → %s', (remaining, total, text) => {
    expect(scarcityText({ remaining, total })).toBe(text);
  });
});

describe('couponAmount', () => {
  it.each([
    ['20.00', '20'],
    ['5.50', '5.5'],
    ['0.05', '0.05'],
  ])('%s → %s', (yuan, text) => {
    expect(couponAmount(yuan)).toBe(text);
  });
});
