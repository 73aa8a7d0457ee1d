import type { ActivityZone, CombinationView, StorewideActivity } from '@yaocai/contract';
import type { Goods } from '../../catalog/api/types';

/** A goods card of an activity zone: the catalogue's card plus its activity price and offer. */
export type ActivityGoods = Goods & {
  activity_price?: string | null;
  /** The 秒杀 / 每日特价 offer: bought as a type 1 cart line with ck_id = activity_id. */
  activity_id?: number;
  limit?: number;
  sold?: number;
};

export type Combination = Omit<CombinationView, 'items'> & {
  items: (Omit<CombinationView['items'][number], 'goods'> & { goods: Goods | null })[];
};

export type Zone = Omit<ActivityZone, 'goods' | 'combinations'> & {
  goods: ActivityGoods[];
  combinations: Combination[];
};

export interface ZonesPage {
  list: Zone[];
  page: number;
  page_size: number;
}

export type { StorewideActivity };
