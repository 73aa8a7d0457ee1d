import { operatorReviewsReject } from '@yaocai/contract';
import type { ReviewDecisionAnswer, ReviewRejectInput } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { dashboardQueryKey } from '../../dashboard/api/dashboard';
import { reviewsKey } from './reviews';

/** POST /api/operator/reviews/{id}/reject: every pending document is refused with the reason. */
export function rejectReview(id: number, input: ReviewRejectInput): Promise<ReviewDecisionAnswer> {
  return call(operatorReviewsReject, { id, ...input });
}

export function useRejectReview(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewRejectInput) => rejectReview(id, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]),
  });
}
