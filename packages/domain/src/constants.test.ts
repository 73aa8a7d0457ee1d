import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('spec §9 constants', () => {
  it.each([
    ['REQUEST_TIMEOUT_MS', 30000],
    ['CART_LIST_DEFAULT_FILTER', 99999],
    ['ADD_TO_CART_DELAY_MS', 200],
    ['SEARCH_DEBOUNCE_MS', 500],
    ['SUGGESTION_CACHE_MS', 5000],
    ['STICKY_SEARCH_THRESHOLD_PX', 205],
    ['BADGE_MAX', 99],
    ['CATEGORY_MENU_SIZE', 7],
    ['NAV_MAX_ITEMS', 9],
    ['FOOTER_HELP_CATEGORIES', 4],
    ['HELP_ARTICLE_CATEGORY_ID', 3],
    ['RAFFLE_DELAY_MS', 2000],
    ['RAFFLE_CLOSE_MS', 1000],
    ['BOTTOM_AD_BANNER_ID', 121],
    ['MAX_QUANTITY', 99999],
    ['NEAR_EXPIRY_MONTHS', 6],
    ['QUALIFICATION_WARN_DAYS', 30],
    ['UNPAID_ORDER_TIMEOUT_MINUTES', 30],
    ['SPECIAL_MEDICINE_ORDER_CAP', 5],
    ['FREE_SHIPPING_THRESHOLD_FEN', 80000],
    ['SHIPPING_FEE_FEN', 1500],
  ] as const)('%s = %d', (name, value) => {
    expect(c[name]).toBe(value);
  });

  it.each([
    ['SEARCH_TYPE', { DRUG: 0, MANUFACTURER: 1 }],
    ['CART_DRAWER_WIDTH', { CLOSED: 40, OPEN: 310 }],
    ['NO_CANCEL_PATHS', ['/api/cart', '/api/favorite', '/api/favorite/cancel', '/api/activity/tap']],
  ] as const)('%s', (name, value) => {
    expect(c[name]).toEqual(value);
  });
});

describe('badgeText', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [9, '9'],
    [98, '98'],
    [99, '99'],
    [100, '99+'],
    [101, '99+'],
    [12345, '99+'],
    [-3, '0'],
    [NaN, '0'],
    [Infinity, '0'],
    [3.7, '3'],
  ])('%d → %s', (n, text) => {
    expect(c.badgeText(n)).toBe(text);
  });
});

describe('isNoCancelPath', () => {
  it.each([
    ['/api/cart', true],
    ['api/cart', true],
    ['/api/cart/', true],
    ['/api/cart?x=1', true],
    ['/api/favorite', true],
    ['/api/favorite/cancel', true],
    ['/api/activity/tap', true],
    ['/api/cart/list', false],
    ['/api/cart/total', false],
    ['/api/favorites', false],
    ['/api/goods/search', false],
    ['', false],
  ])('%j → %s', (path, expected) => {
    expect(c.isNoCancelPath(path)).toBe(expected);
  });
});
