import { z } from 'zod';
import { goodsCard } from '../catalog/goods';
import { form, idField, quantityField } from '../form-fields';

const listName = z
  .string({ error: '请填写清单名称' })
  .trim()
  .min(1, '请填写清单名称')
  .max(30, '清单名称不能超过30个字')
  // A lone UTF-16 surrogate cannot be stored (PostgreSQL refuses it as text).
  .refine(
    (name) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(name),
    '清单名称含有无法识别的字符',
  );

/** POST /api/user/lists, POST /api/user/lists/{id} */
export const listBody = form({ name: listName });
export type ListInput = z.input<typeof listBody>;
export const listIdParams = z.object({ id: idField('清单编号') });
export const listItemParams = z.object({ id: idField('清单编号'), item: idField('清单商品编号') });
/** POST /api/user/lists/{id}/items: sets the goods' quantity in the list (adds it when missing). */
export const listItemBody = form({ goods_id: idField('商品编号'), number: quantityField });
export type ListItemInput = z.input<typeof listItemBody>;

export const shoppingList = z.object({
  id: z.number().int(),
  name: z.string(),
  count: z.number().int(),
  created_at: z.string(),
});
export type ShoppingList = z.infer<typeof shoppingList>;
/** GET /api/user/lists */
export const listsAnswer = z.object({ list: z.array(shoppingList) });
export type ListsAnswer = z.infer<typeof listsAnswer>;

export const shoppingListItem = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  number: z.number().int(),
  /** Null when the goods is no longer shown to the buyer. */
  goods: goodsCard.nullable(),
});
/** GET /api/user/lists/{id} */
export const listDetailAnswer = shoppingList.extend({ items: z.array(shoppingListItem) });
export type ListDetailAnswer = z.infer<typeof listDetailAnswer>;
export const listSavedAnswer = z.object({ id: z.number().int() });
