import { indexSpike } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const fetchSpike = () => call(indexSpike, undefined, { silent: true });

export const spikeQueryOptions = () =>
  queryOptions({ queryKey: ['catalog', 'spike'] as const, queryFn: fetchSpike });

/** The current flash sale (秒杀) of the home page. */
export const useSpike = () => useQuery(spikeQueryOptions());
