import { operatorReviewsReject } from '@yaocai/contract';
import { rowAction } from '../../../lib/save-resource';
import { dashboardQueryKey } from '../../dashboard/api/dashboard';
import { reviewsKey } from './reviews';

/** POST /api/operator/reviews/{id}/reject: every pending document is refused with the reason. */
export const useRejectReview = rowAction(operatorReviewsReject, reviewsKey, dashboardQueryKey);
