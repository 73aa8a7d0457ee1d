import { cartAdd, cartQuickAdd } from '@yaocai/contract';
import { call } from '../../../lib/http';
import type { AddLineInput } from './types';

/** POST /api/cart {params}: adds lines or increases existing ones (never cancelled as a duplicate). */
export const addCartLines = (params: AddLineInput[]) =>
  call(cartAdd, {
    params: params.map((p) => ({
      goods_id: p.goods_id,
      price: p.price ?? '',
      number: p.number,
      ck_id: p.ck_id ?? 0,
      ...(p.type ? { type: p.type } : {}),
    })),
  });

/** POST api/cart/quick_add/{id}: one middle pack of the goods. */
export const quickAddToCart = (goodsId: number) =>
  call(cartQuickAdd, { id: goodsId }, { cancelDuplicate: false });
