import { z } from 'zod';

/** Largest value of a PostgreSQL integer column: bigger ids cannot exist, so they are refused before SQL. */
export const MAX_INT4 = 2_147_483_647;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const KEYWORD_MAX_LENGTH = 50;

/** An empty query value (`?category_id=`) means "not given", as the web drops empty params anyway. */
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const idSchema = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是整数`)
    .positive(`${label}必须大于0`)
    .max(MAX_INT4, `${label}过大`);

export const optionalId = (label: string) => z.preprocess(blankToUndefined, idSchema(label).optional());

export const pageSchema = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: '页码必须是数字' })
    .int('页码必须是整数')
    .min(1, '页码必须大于0')
    .max(100_000, '页码过大')
    .default(1),
);

export const pageSizeSchema = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: '每页数量必须是数字' })
    .int('每页数量必须是整数')
    .min(1, '每页数量必须大于0')
    .max(MAX_PAGE_SIZE, `每页数量不能超过${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
);

export const keywordsSchema = z
  .string({ error: '关键词必须是文字' })
  .max(KEYWORD_MAX_LENGTH, `关键词不能超过${KEYWORD_MAX_LENGTH}个字`)
  .optional();

/** A menu switch (`qx=2`, `zy=2`); any other number leaves the list alone. */
export const menuSwitchSchema = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: '参数必须是数字' }).int('参数必须是整数').optional(),
);

export const paging = { page: pageSchema, page_size: pageSizeSchema };

/** Goods ids of a form body: `goods_ids[]=1&goods_ids[]=2`, `goods_ids=1,2`, `goods_ids=1` or a JSON array. */
export const goodsIdsSchema = z.preprocess(
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
    .array(idSchema('商品编号'), { error: '请选择商品' })
    .min(1, '请选择商品')
    .max(MAX_PAGE_SIZE, `一次最多选择${MAX_PAGE_SIZE}个商品`),
);

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}
