/** Constants of spec §9 (and the few of §7 that pages need), named once. */

export const REQUEST_TIMEOUT_MS = 30_000;
export const CART_LIST_DEFAULT_FILTER = 99_999;
export const ADD_TO_CART_DELAY_MS = 200;

export const SEARCH_DEBOUNCE_MS = 500;
export const SUGGESTION_CACHE_MS = 5_000;
export const STICKY_SEARCH_THRESHOLD_PX = 205;
export const SEARCH_TYPE = { DRUG: 0, MANUFACTURER: 1 } as const;
export type SearchType = (typeof SEARCH_TYPE)[keyof typeof SEARCH_TYPE];

export const BADGE_MAX = 99;
export const CATEGORY_MENU_SIZE = 7;
export const NAV_MAX_ITEMS = 9;
export const FOOTER_HELP_CATEGORIES = 4;
export const HELP_ARTICLE_CATEGORY_ID = 3;

export const CART_DRAWER_WIDTH = { CLOSED: 40, OPEN: 310 } as const;
export const RAFFLE_DELAY_MS = 2_000;
export const RAFFLE_CLOSE_MS = 1_000;
export const BOTTOM_AD_BANNER_ID = 121;
/** Home goods floors per page of /api/index_wntj/{page}; the page loads the next as the buyer scrolls. */
export const HOME_FLOORS_PER_PAGE = 4;
export const CLOCK_TICK_MS = 1_000;

/** Requests to these paths may run concurrently; any other path cancels its earlier duplicate. */
export const NO_CANCEL_PATHS: readonly string[] = [
  '/api/cart',
  '/api/favorite',
  '/api/favorite/cancel',
  '/api/activity/tap',
];

export const MAX_QUANTITY = 99_999;

// Business choices (DOMAIN.md asks for them in one configurable place).
export const NEAR_EXPIRY_MONTHS = 6;
export const QUALIFICATION_WARN_DAYS = 30;
export const UNPAID_ORDER_TIMEOUT_MINUTES = 30;
/** Per goods per order, for 含特殊药品复方制剂. */
export const SPECIAL_MEDICINE_ORDER_CAP = 5;
export const FREE_SHIPPING_THRESHOLD_FEN = 80_000;
export const SHIPPING_FEE_FEN = 1_500;

export function badgeText(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return '0';
  const count = Math.floor(n);
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/** The spec writes some paths without the leading slash and callers may add a query string. */
export function isNoCancelPath(path: string): boolean {
  const bare = (path.split(/[?#]/, 1)[0] ?? '').replace(/\/+$/, '');
  const normalised = bare.startsWith('/') ? bare : `/${bare}`;
  return NO_CANCEL_PATHS.includes(normalised);
}
