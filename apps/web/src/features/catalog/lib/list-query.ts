/**
 * One goods-list query, held in the URL (spec §2: /list takes select, qx, zy; /search takes
 * keywords and type). The three views of a list share it; switching views keeps it.
 */
import { SEARCH_TYPE, type SearchType } from '@yaocai/domain';
import type { GoodsListParams, GoodsSort, GoodsZone } from '../api/types';

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [20, 40, 60, 100] as const;
/** The API refuses longer keywords; the URL is cut to fit rather than answered with an error. */
export const KEYWORD_MAX = 50;

export const SORTS: readonly GoodsSort[] = ['default', 'sales', 'price', 'expiry', 'newest'];
export const ZONES: readonly GoodsZone[] = [
  'herbal',
  'device',
  'near_expiry',
  'controlled',
  'free_shipping',
  'daily_special',
  'brand',
];

export interface ListQuery {
  category_id?: number;
  manufacturer?: string;
  spec?: string;
  brand_id?: number;
  zone?: GoodsZone;
  /** A category id or a preset (youx, new, hot). */
  select?: string;
  qx?: number;
  zy?: number;
  keywords?: string;
  /** Search type of /search: 0 drug, 1 manufacturer (spec §9). */
  type?: SearchType;
  in_stock?: boolean;
  sort?: GoodsSort;
  order?: 'asc' | 'desc';
  page: number;
  page_size: number;
  /** View of a page without a path per view (zones); /list and /search take it from the path. */
  view?: 'table' | 'compact';
}

/** The URL keys in the order they are written. */
const KEYS = [
  'keywords',
  'type',
  'category_id',
  'select',
  'qx',
  'zy',
  'brand_id',
  'zone',
  'manufacturer',
  'spec',
  'in_stock',
  'sort',
  'order',
  'page',
  'page_size',
  'view',
] as const;

const positiveInt = (raw: string | null, max = 2_147_483_647): number | undefined => {
  if (raw === null || !/^\d{1,10}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : undefined;
};

const text = (raw: string | null, max = 100): string | undefined => {
  const value = raw?.trim();
  return value ? Array.from(value).slice(0, max).join('') : undefined;
};

function oneOf<T extends string>(raw: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((v) => v === raw);
}

/** Reads a query from the URL; anything malformed is dropped rather than sent to the API. */
export function parseListQuery(search: URLSearchParams | string): ListQuery {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  const pageSize = positiveInt(p.get('page_size'), 100);
  const select = p.get('select');
  const query: ListQuery = {
    category_id: positiveInt(p.get('category_id')),
    manufacturer: text(p.get('manufacturer')),
    spec: text(p.get('spec')),
    brand_id: positiveInt(p.get('brand_id')),
    zone: oneOf(p.get('zone'), ZONES),
    select: select && /^(\d{1,9}|youx|new|hot)$/.test(select) ? select : undefined,
    qx: positiveInt(p.get('qx'), 9),
    zy: positiveInt(p.get('zy'), 9),
    keywords: text(p.get('keywords'), KEYWORD_MAX),
    type: p.get('type') === '1' ? SEARCH_TYPE.MANUFACTURER : undefined,
    in_stock: p.get('in_stock') === '1' || undefined,
    sort: oneOf(p.get('sort'), SORTS),
    order: oneOf(p.get('order'), ['asc', 'desc'] as const),
    page: positiveInt(p.get('page'), 100_000) ?? 1,
    page_size: pageSize ?? DEFAULT_PAGE_SIZE,
    view: oneOf(p.get('view'), ['table', 'compact'] as const),
  };
  if (query.sort === 'default') query.sort = undefined;
  return query;
}

/** Writes a query back, in a stable key order, leaving out defaults (page 1, 20 a page). */
export function listQueryToSearch(query: ListQuery): string {
  const out = new URLSearchParams();
  for (const key of KEYS) {
    const value: string | number | boolean | undefined = query[key];
    if (value === undefined || value === '' || value === false) continue;
    if (key === 'page' && value === 1) continue;
    if (key === 'page_size' && value === DEFAULT_PAGE_SIZE) continue;
    if (key === 'type' && value === SEARCH_TYPE.DRUG) continue;
    out.set(key, value === true ? '1' : String(value));
  }
  const textOut = out.toString();
  return textOut ? `?${textOut}` : '';
}

/** Keys whose change shows another set of goods: paging starts again at page 1. */
const FILTER_KEYS: (keyof ListQuery)[] = [
  'category_id',
  'manufacturer',
  'spec',
  'brand_id',
  'zone',
  'select',
  'qx',
  'zy',
  'keywords',
  'type',
  'in_stock',
  'sort',
  'order',
  'page_size',
];

export function changeListQuery(query: ListQuery, patch: Partial<ListQuery>): ListQuery {
  const next: ListQuery = { ...query, ...patch };
  const refilters = FILTER_KEYS.some((k) => k in patch && patch[k] !== query[k]);
  if (refilters && !('page' in patch)) next.page = 1;
  return next;
}

/**
 * The API query of a list. A manufacturer search (type 1) sends its keyword as the manufacturer;
 * `fixed` is what a zone page imposes (its zone, a brand) over whatever the URL says.
 */
export function toApiParams(query: ListQuery, fixed: Partial<GoodsListParams> = {}): GoodsListParams {
  const byMaker = query.type === SEARCH_TYPE.MANUFACTURER && query.keywords;
  const params: GoodsListParams = {
    category_id: query.category_id,
    manufacturer: byMaker ? query.keywords : query.manufacturer,
    spec: query.spec,
    brand_id: query.brand_id,
    zone: query.zone,
    select: query.select,
    qx: query.qx,
    zy: query.zy,
    keywords: byMaker ? undefined : query.keywords,
    in_stock: query.in_stock ? 1 : undefined,
    sort: query.sort,
    order: query.order,
    page: query.page,
    page_size: query.page_size,
    ...fixed,
  };
  // Stable query keys: no undefined members.
  for (const key of Object.keys(params) as (keyof GoodsListParams)[]) {
    if (params[key] === undefined) delete params[key];
  }
  return params;
}

/** Sort buttons: price toggles its direction; the others use their natural one. */
export function nextSort(query: ListQuery, sort: GoodsSort): Pick<ListQuery, 'sort' | 'order'> {
  if (sort === 'default') return { sort: undefined, order: undefined };
  if (sort === 'price') {
    const current = query.sort === 'price' ? (query.order ?? 'asc') : undefined;
    return { sort: 'price', order: current === 'asc' ? 'desc' : 'asc' };
  }
  return { sort, order: undefined };
}
