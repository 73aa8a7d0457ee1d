import type { OperatorVarietyAnswer, OperatorVarietyQuery } from '@yaocai/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const varietyRequestsKey = ['operator', 'variety-requests'] as const;

/** GET /api/operator/variety-requests: every member's 品种求购, by status and words. */
export const varietyRequestsQueryOptions = (query: OperatorVarietyQuery) =>
  queryOptions({
    queryKey: [...varietyRequestsKey, 'list', query],
    queryFn: ({ signal }) =>
      http.get<OperatorVarietyAnswer>('/api/operator/variety-requests', query, { signal }),
    placeholderData: keepPreviousData,
  });
