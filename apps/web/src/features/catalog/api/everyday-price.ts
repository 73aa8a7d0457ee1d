import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { EverydayPriceData } from './types';

export const fetchEverydayPrice = () =>
  http.get<EverydayPriceData>('/api/activity/everyday_price', undefined, { silent: true });

export const everydayPriceQueryOptions = () =>
  queryOptions({ queryKey: ['catalog', 'everyday-price'] as const, queryFn: fetchEverydayPrice });

/** 每日特价. */
export const useEverydayPrice = () => useQuery(everydayPriceQueryOptions());
