import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { Goods } from '../../catalog/api/types';
import type { AddResult } from './types';

export type FastBuyOrder = 'last' | 'count' | 'number';

export interface FastBuyItem {
  goods_id: number;
  name: string;
  spec: string;
  manufacturer: string;
  last_price: string;
  last_date: string | null;
  buy_count: number;
  total_number: number;
  /** Today's goods card (price, stock, buyability); null when the goods is gone. */
  goods: Goods | null;
}

export interface FastBuyPage {
  list: FastBuyItem[];
  total: number;
  page: number;
  page_size: number;
}

/** GET /api/user/fast_buy (page, order): goods bought before. */
export const fastBuyQueryOptions = (page: number, order: FastBuyOrder) =>
  queryOptions({
    queryKey: ['cart', 'fast-buy', page, order] as const,
    queryFn: ({ signal }) => http.get<FastBuyPage>('/api/user/fast_buy', { page, order }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useFastBuy = (page: number, order: FastBuyOrder) => useQuery(fastBuyQueryOptions(page, order));

/** POST /api/user/buy {params:[{goods_id, number}]}: adds from the history; goods not buyable now are skipped. */
export const buyAgain = (params: { goods_id: number; number: number }[]) =>
  http.post<AddResult>('/api/user/buy', { params });
