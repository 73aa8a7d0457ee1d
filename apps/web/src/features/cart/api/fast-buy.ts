import { userBuyAdd, userFastBuy } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import type { BoughtGoods, FastBuyAnswer } from '@yaocai/contract';

export type FastBuyOrder = 'last' | 'count' | 'number';

/** What GET /api/user/fast_buy answers: the API's contract (packages/contract/src/orders/quick-purchase.ts). */
export type FastBuyItem = BoughtGoods;
export type FastBuyPage = FastBuyAnswer;

/** GET /api/user/fast_buy (page, order): goods bought before. */
export const fastBuyQueryOptions = (page: number, order: FastBuyOrder) =>
  queryOptions({
    queryKey: ['cart', 'fast-buy', page, order] as const,
    queryFn: ({ signal }) => call(userFastBuy, { page, order }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useFastBuy = (page: number, order: FastBuyOrder) => useQuery(fastBuyQueryOptions(page, order));

/** POST /api/user/buy {params:[{goods_id, number}]}: adds from the history; goods not buyable now are skipped. */
export const buyAgain = (params: { goods_id: number; number: number }[]) => call(userBuyAdd, { params });
