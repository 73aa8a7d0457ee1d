import { operatorVarietyRequests } from '@yaocai/contract';
import type { OperatorVarietyQuery } from '@yaocai/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const varietyRequestsKey = ['operator', 'variety-requests'] as const;

/** GET /api/operator/variety-requests: every member's 品种求购, by status and words. */
export const varietyRequestsQueryOptions = (query: OperatorVarietyQuery) =>
  queryOptions({
    queryKey: [...varietyRequestsKey, 'list', query],
    queryFn: ({ signal }) => call(operatorVarietyRequests, query, { signal }),
    placeholderData: keepPreviousData,
  });
