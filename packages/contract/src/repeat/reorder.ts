import { z } from 'zod';
import { yuan } from '../envelope';

/** A sellable goods of the same 通用名 and 规格 from another manufacturer. */
export const substituteGoods = z.object({
  goods_id: z.number().int(),
  name: z.string(),
  spec: z.string(),
  manufacturer: z.string(),
  price: yuan.nullable(),
  stock: z.number().int(),
  /** The old quantity rounded up to the substitute's 中包装 when it cannot be split. */
  number: z.number().int(),
});
export type SubstituteGoods = z.infer<typeof substituteGoods>;

/** price_up / price_down against the old order, ladder (a tier price applies), controlled (now 控销). */
export const REORDER_CHANGES = ['price_up', 'price_down', 'ladder', 'controlled'] as const;

/** One goods of the old order: added as it was, added with changes, or not added (why, and a substitute). */
export const reorderLine = z.object({
  goods_id: z.number().int(),
  name: z.string(),
  spec: z.string(),
  manufacturer: z.string(),
  number: z.number().int(),
  status: z.enum(['added', 'changed', 'not_added']),
  changes: z.array(z.enum(REORDER_CHANGES)),
  /** What changed or why it was not added, in words. */
  note: z.string(),
  old_price: yuan,
  price: yuan.nullable(),
  substitute: substituteGoods.nullable(),
});
export type ReorderLine = z.infer<typeof reorderLine>;

/** POST /api/order/{id}/reorder */
export const reorderAnswer = z.object({
  lines: z.array(reorderLine),
  added: z.number().int(),
  changed: z.number().int(),
  not_added: z.number().int(),
  /** Lines in the cart afterwards. */
  total: z.number().int(),
});
export type ReorderAnswer = z.infer<typeof reorderAnswer>;
