import { http } from '../../../lib/http';
import type { FavoriteChange } from './types';

/** POST /api/favorite/cancel {goods_ids}: removing one that is not there is not an error. */
export const cancelFavorites = (goodsIds: number[]) =>
  http.post<FavoriteChange>('/api/favorite/cancel', { goods_ids: goodsIds });
