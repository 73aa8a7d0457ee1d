import { operatorVarietyRequests } from '@yaocai/contract';
import { pagedList } from '../../../lib/save-resource';

export const varietyRequestsKey = ['operator', 'variety-requests'] as const;

/** GET /api/operator/variety-requests: every member's 品种求购, by status and words. */
export const varietyRequestsQueryOptions = pagedList(
  [...varietyRequestsKey, 'list'],
  operatorVarietyRequests,
);
