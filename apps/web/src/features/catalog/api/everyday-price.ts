import { activityEverydayPrice } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const fetchEverydayPrice = () => call(activityEverydayPrice, undefined, { silent: true });

export const everydayPriceQueryOptions = () =>
  queryOptions({ queryKey: ['catalog', 'everyday-price'] as const, queryFn: fetchEverydayPrice });

/** 每日特价. */
export const useEverydayPrice = () => useQuery(everydayPriceQueryOptions());
