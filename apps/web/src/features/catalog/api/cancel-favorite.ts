import { favoriteCancel } from '@yaocai/contract';
import { call } from '../../../lib/http';

/** POST /api/favorite/cancel {goods_ids}: removing one that is not there is not an error. */
export const cancelFavorites = (goodsIds: number[]) => call(favoriteCancel, { goods_ids: goodsIds });
