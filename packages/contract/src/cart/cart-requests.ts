import { parseYuan } from '@yaocai/domain';
import { z } from 'zod';
import { flagField, form, idField, idListField, MAX_ID, quantityField } from '../form-fields';

/** 购物车 requests: adding, editing, selecting and deleting lines. */

// Requests. Form bodies arrive as strings, so numbers are coerced (form-fields.ts).

/** A single object, an array, or qs's {0: …, 1: …} all become a list. */
const asLineList = (value: unknown) => {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'object') {
    const keys = Object.keys(value);
    return keys.length > 0 && keys.every((k) => /^\d+$/.test(k)) ? Object.values(value) : [value];
  }
  return value;
};

/**
 * One line to add: a goods (type 0), a flash-sale offer (type 1, ck_id), a combination (type 3) or a
 * 换购 goods (type 6, ck_id = the offer of GET /api/cart/list `trade_ups`).
 */
export const addToCartLine = form({
  goods_id: z.coerce
    .number({ error: '商品编号必须是数字' })
    .int('商品编号必须是整数')
    .min(0, '商品编号不正确')
    .max(MAX_ID, '商品编号超出范围')
    .default(0),
  number: quantityField,
  // A display hint only: an unreadable one is ignored like any other.
  price: z
    .unknown()
    .optional()
    .transform((v) => (v === undefined || v === null ? null : parseYuan(String(v)))),
  ck_id: z.coerce
    .number({ error: '活动编号必须是数字' })
    .int('活动编号必须是整数')
    .min(0, '活动编号不正确')
    .max(MAX_ID, '活动编号超出范围')
    .default(0),
  type: z.coerce
    .number({ error: '商品类型不正确' })
    .refine((t) => t === 0 || t === 1 || t === 3 || t === 6, '商品类型不正确')
    .default(0),
  /** 按报价购买: an answered quote of the member (GET /api/quotes); the line is priced at the quoted price. */
  quote_id: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: '报价编号必须是数字' })
      .int('报价编号必须是整数')
      .min(0, '报价编号不正确')
      .max(MAX_ID, '报价编号超出范围')
      .default(0),
  ),
});
export type AddToCartLineInput = z.input<typeof addToCartLine>;

/** POST /api/cart: one line or many. */
export const addToCartBody = form({
  params: z.preprocess(
    asLineList,
    z.array(addToCartLine, { error: '请选择商品' }).min(1, '请选择商品').max(200, '一次最多加入200种商品'),
  ),
});
export type AddToCartInput = z.input<typeof addToCartBody>;

/** /api/cart/{id}/edit */
export const cartLineIdParams = z.object({ id: idField('购物车商品编号') });
export const editCartLineBody = form({
  params: z.object({ number: quantityField }, { error: '请填写购买数量' }),
});

/** POST /api/cart/batch_select */
export const selectCartLinesBody = form({ ids: idListField(), is_selected: flagField('勾选状态') });

/** POST /api/cart/batch_delete */
export const deleteCartLinesBody = form({ ids: idListField() });

/** POST /api/cart/quick_add/{id}: one 中包装 of the goods. */
export const quickAddParams = z.object({ id: idField('商品编号') });

/** GET /api/cart/next_hint */
export const nextHintQuery = z.object({ goods_id: idField('商品编号'), number: quantityField });

/** POST /api/cart/copy: a headquarters copies cart lines to its stores. */
export const cartCopyBody = form({ ids: idListField(), other_user_ids: idListField('门店') });
