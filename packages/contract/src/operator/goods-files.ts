/** The goods' files in the console: the import/export sheet and the pictures (the goods themselves: goods.ts). */
import { z } from 'zod';
import { asList } from '../form-list';

/** The columns of the import and export sheets, in order (the template's header row). */
export const GOODS_SHEET_COLUMNS = [
  '商品类型',
  '通用名',
  '商品名',
  '规格',
  '单位',
  '剂型',
  '批准文号',
  '生产厂家',
  '分类',
  '经营范围',
  '中包装',
  '件装',
  '供货价',
  '建议零售价',
  '批号',
  '生产日期',
  '有效期至',
  '库存',
  '追溯码',
  '药品标识码',
  '条形码',
  '冷链',
  '最低温度℃',
  '最高温度℃',
] as const;

export const GOODS_IMPORT_MAX_ROWS = 2000;

/** POST /api/operator/goods/import (multipart `file`: CSV or XLSX; `dry_run=1` checks without writing). */
export const goodsImportAnswer = z.object({
  dry_run: z.number().int(),
  rows: z.array(
    z.object({
      /** The sheet's row number (the header is row 1). */
      row: z.number().int(),
      status: z.enum(['created', 'updated', 'error']),
      goods_id: z.number().int().nullable(),
      name: z.string(),
      msg: z.string(),
    }),
  ),
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.number().int(),
});
export type GoodsImportAnswer = z.infer<typeof goodsImportAnswer>;

/** Pictures a goods shows (first = the card's), at most this many. */
export const GOODS_IMAGES_MAX = 10;

/** GET /api/operator/goods/{id}/images: the goods' pictures in the order the storefront shows them. */
export const goodsImagesAnswer = z.array(
  z.object({ id: z.number().int(), url: z.string(), sort: z.number().int() }),
);
export type GoodsImages = z.infer<typeof goodsImagesAnswer>;

/**
 * POST /api/operator/goods/{id}/images: the whole ordered list. Each address is one of the goods'
 * current pictures or a picture the staff member uploaded (POST /api/upload, purpose image), so
 * adding, reordering and deleting are one call.
 */
export const goodsImagesBody = z.object(
  {
    urls: z.preprocess(
      asList,
      z
        .array(
          z.string({ error: '图片地址不正确' }).trim().min(1, '图片地址不正确').max(500, '图片地址过长'),
          {
            error: '图片格式不正确',
          },
        )
        .min(1, '商品至少保留一张图片')
        .max(GOODS_IMAGES_MAX, `商品图片最多${GOODS_IMAGES_MAX}张`)
        .refine((urls) => new Set(urls).size === urls.length, '同一张图片不能重复添加'),
    ),
  },
  { error: '请求参数不正确' },
);
export type GoodsImagesInput = z.input<typeof goodsImagesBody>;
