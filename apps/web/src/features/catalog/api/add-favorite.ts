import { http } from '../../../lib/http';
import type { FavoriteChange } from './types';

/** POST /api/favorite {goods_ids}: idempotent. */
export const addFavorites = (goodsIds: number[]) =>
  http.post<FavoriteChange>('/api/favorite', { goods_ids: goodsIds });
