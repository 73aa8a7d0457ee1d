import { operatorFullReductions } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const promotionsKey = ['operator', 'promotions'] as const;
export const fullReductionsKey = [...promotionsKey, 'full-reductions'] as const;

/** GET /api/operator/full_reductions: every 满减 activity with its tiers, window, state and goods. */
export const fullReductionsQueryOptions = () =>
  queryOptions({
    queryKey: fullReductionsKey,
    queryFn: ({ signal }) => call(operatorFullReductions, undefined, { signal }),
  });

export const useFullReductions = () => useQuery(fullReductionsQueryOptions());
