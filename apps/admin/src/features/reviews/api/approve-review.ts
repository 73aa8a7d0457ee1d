import { operatorReviewsApprove } from '@yaocai/contract';
import type { ReviewApproveInput, ReviewDecisionAnswer } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { dashboardQueryKey } from '../../dashboard/api/dashboard';
import { reviewsKey } from './reviews';

/** POST /api/operator/reviews/{id}/approve: the pending documents come into force with these scopes. */
export function approveReview(id: number, input: ReviewApproveInput): Promise<ReviewDecisionAnswer> {
  return call(operatorReviewsApprove, { id, ...input });
}

export function useApproveReview(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewApproveInput) => approveReview(id, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]),
  });
}
