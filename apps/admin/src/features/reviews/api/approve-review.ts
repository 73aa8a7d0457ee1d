import { operatorReviewsApprove } from '@yaocai/contract';
import { rowAction } from '../../../lib/save-resource';
import { dashboardQueryKey } from '../../dashboard/api/dashboard';
import { reviewsKey } from './reviews';

/** POST /api/operator/reviews/{id}/approve: the pending documents come into force with these scopes. */
export const useApproveReview = rowAction(operatorReviewsApprove, reviewsKey, dashboardQueryKey);
