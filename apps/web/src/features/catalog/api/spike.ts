import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { SpikeData } from './types';

export const fetchSpike = () => http.get<SpikeData | null>('/api/index/spike', undefined, { silent: true });

export const spikeQueryOptions = () =>
  queryOptions({ queryKey: ['catalog', 'spike'] as const, queryFn: fetchSpike });

/** The current flash sale (秒杀) of the home page. */
export const useSpike = () => useQuery(spikeQueryOptions());
