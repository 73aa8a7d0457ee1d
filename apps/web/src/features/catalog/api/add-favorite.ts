import { favoriteAdd } from '@yaocai/contract';
import { call } from '../../../lib/http';

/** POST /api/favorite {goods_ids}: idempotent. */
export const addFavorites = (goodsIds: number[]) => call(favoriteAdd, { goods_ids: goodsIds });
