import { operatorFeedbackReply } from '@yaocai/contract';
import type { FeedbackReplyAnswer, FeedbackReplyInput } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { dashboardQueryKey } from '../../dashboard/api/dashboard';
import { feedbackKey } from './feedback';

/** POST /api/operator/feedback/{id}/reply: the answer the member reads (and is told of). */
export function replyFeedback(id: number, input: FeedbackReplyInput): Promise<FeedbackReplyAnswer> {
  return call(operatorFeedbackReply, { id, ...input });
}

export function useReplyFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: FeedbackReplyInput }) => replyFeedback(id, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feedbackKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]),
  });
}
