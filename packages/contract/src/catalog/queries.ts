import { BARCODE_INVALID_TEXT, isValidEan13 } from '@yaocai/domain';
import { z } from 'zod';

/**
 * 商品目录 requests (spec §1, §2, §9): the goods list, brand zone, category tree, search suggestions,
 * recommendation floors and favourites. The API validates with these; the storefront's calls take
 * their input types from them (`z.input`).
 */

/** Largest value of a PostgreSQL integer column: bigger ids cannot exist, so they are refused before SQL. */
export const MAX_INT4 = 2_147_483_647;
export const CATALOG_PAGE_SIZE = 20;
export const CATALOG_MAX_PAGE_SIZE = 100;
export const KEYWORD_MAX_LENGTH = 50;

/** Sorts of a goods list; each has a natural direction that `order` flips. */
export const GOODS_SORTS = ['default', 'sales', 'price', 'expiry', 'newest'] as const;
/** 专区 of the goods list (`zone=`). */
export const GOODS_ZONES = [
  'herbal',
  'device',
  'near_expiry',
  'controlled',
  'free_shipping',
  'daily_special',
  'brand',
  'storewide',
] as const;
/** Named selections of the goods list (`select=youx|new|hot`); any other value is a category id. */
export const GOODS_LIST_PRESETS = ['youx', 'new', 'hot'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];
export type GoodsZone = (typeof GOODS_ZONES)[number];

/** An empty query value (`?category_id=`) means "not given", as the web drops empty params anyway. */
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const catalogId = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是整数`)
    .positive(`${label}必须大于0`)
    .max(MAX_INT4, `${label}过大`);

export const optionalCatalogId = (label: string) =>
  z.preprocess(blankToUndefined, catalogId(label).optional());

export const catalogPage = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: '页码必须是数字' })
    .int('页码必须是整数')
    .min(1, '页码必须大于0')
    .max(100_000, '页码过大')
    .default(1),
);

export const catalogPageSize = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: '每页数量必须是数字' })
    .int('每页数量必须是整数')
    .min(1, '每页数量必须大于0')
    .max(CATALOG_MAX_PAGE_SIZE, `每页数量不能超过${CATALOG_MAX_PAGE_SIZE}`)
    .default(CATALOG_PAGE_SIZE),
);

export const keywordsField = z
  .string({ error: '关键词必须是文字' })
  .max(KEYWORD_MAX_LENGTH, `关键词不能超过${KEYWORD_MAX_LENGTH}个字`)
  .optional();

/** A menu switch (`qx=2`, `zy=2`); any other number leaves the list alone. */
export const menuSwitchField = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: '参数必须是数字' }).int('参数必须是整数').optional(),
);

export const catalogPaging = { page: catalogPage, page_size: catalogPageSize };

/** Goods ids of a form body: `goods_ids[]=1&goods_ids[]=2`, `goods_ids=1,2`, `goods_ids=1` or a JSON array. */
export const goodsIdsField = z.preprocess(
  (value) => {
    if (typeof value === 'number') return [value];
    if (typeof value === 'string')
      return value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
    if (value && typeof value === 'object' && !Array.isArray(value)) return Object.values(value);
    return value;
  },
  z
    .array(catalogId('商品编号'), { error: '请选择商品' })
    .min(1, '请选择商品')
    .max(CATALOG_MAX_PAGE_SIZE, `一次最多选择${CATALOG_MAX_PAGE_SIZE}个商品`),
);

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label}必须是文字` })
    .max(max, `${label}不能超过${max}个字`)
    .refine((text) => !CONTROL_CHARACTERS.test(text), `${label}含有无效字符`)
    .optional();

/** Sort and paging of every goods list (also the brand zone's). */
export const listOrderQuery = {
  sort: z.preprocess(blankToUndefined, z.enum(GOODS_SORTS, { error: '排序方式不正确' }).optional()),
  order: z.preprocess(
    blankToUndefined,
    z.enum(['asc', 'desc'], { error: '排序方向只能是asc或desc' }).optional(),
  ),
  ...catalogPaging,
};

/** GET /api/goods/list. */
export const goodsListQuery = z.object({
  category_id: optionalCatalogId('分类编号'),
  manufacturer: optionalText('生产厂家', 100),
  brand_id: optionalCatalogId('品牌编号'),
  zone: z.preprocess(blankToUndefined, z.enum(GOODS_ZONES, { error: '专区不存在' }).optional()),
  select: z.preprocess(
    blankToUndefined,
    z
      .string({ error: '筛选条件不正确' })
      .regex(new RegExp(`^(\\d{1,9}|${GOODS_LIST_PRESETS.join('|')})$`), '筛选条件不正确')
      .optional(),
  ),
  qx: menuSwitchField,
  zy: menuSwitchField,
  keywords: keywordsField,
  spec: optionalText('规格', 100),
  in_stock: z.preprocess(blankToUndefined, z.enum(['0', '1'], { error: '有货筛选只能是0或1' }).optional()),
  ...listOrderQuery,
});
export type GoodsListQueryInput = z.input<typeof goodsListQuery>;

/** GET /api/goods/detail/:id. */
export const goodsDetailParams = z.object({ id: catalogId('商品编号') });

/** GET /api/index_wntj/:page. */
export const recommendFloorsParams = z.object({
  page: z.coerce
    .number({ error: '页码必须是数字' })
    .int('页码必须是整数')
    .min(1, '页码必须大于0')
    .max(1000, '页码过大'),
});

/** A box's EAN-13 (69 码) as typed or scanned; blank is none. */
export const barcodeInputField = z
  .string({ error: '条形码必须是文字' })
  .trim()
  .refine((code) => code === '' || isValidEan13(code), BARCODE_INVALID_TEXT);

/**
 * GET /api/goods/search: spec §9, type 0 drug, 1 manufacturer. `barcode` (a scanned 69 码) answers the
 * goods carrying it instead of the keyword's suggestions.
 */
export const goodsSearchQuery = z.object({
  keywords: keywordsField,
  barcode: z.preprocess(blankToUndefined, barcodeInputField.optional()),
  type: z.preprocess(
    (value) => (value === '' || value === undefined ? '0' : value),
    z.enum(['0', '1'], { error: '搜索类型只能是0（药品）或1（厂家）' }),
  ),
});

/** GET /api/brand/list and GET /api/favorite: paging only. */
export const catalogPageQuery = z.object(catalogPaging);

/** GET /api/brand/:id. */
export const brandZoneParams = z.object({ id: catalogId('品牌编号') });
export const brandZoneQuery = z.object({ keywords: keywordsField, ...listOrderQuery });

/** GET /api/category/tree: drug 中西成药, herbal 中药饮片, device 医疗器械; none for all. */
export const categoryTreeQuery = z.object({
  kind: z.preprocess(
    blankToUndefined,
    z.enum(['drug', 'herbal', 'device'], { error: '分类类型只能是drug、herbal或device' }).optional(),
  ),
});

/** POST /api/favorite and /api/favorite/cancel. */
export const favouriteGoodsBody = z.object({ goods_ids: goodsIdsField }, { error: '请选择商品' });
