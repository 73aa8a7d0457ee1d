import { userFeedback, userFeedbackCreate } from '@yaocai/contract';
import type { FeedbackCreateAnswer, FeedbackInput } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const feedbackQueryKey = ['service', 'feedback'] as const;

/** GET /api/user/feedback?page=: the member's feedback with the staff's replies, newest first. */
export const feedbackListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...feedbackQueryKey, 'list', page] as const,
    queryFn: ({ signal }) => call(userFeedback, { page }, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useFeedbackList = (page: number) => useQuery(feedbackListQueryOptions(page));

/** POST /api/user/feedback {content, type, phone?, images?} (spec §7). */
export function submitFeedback(input: FeedbackInput): Promise<FeedbackCreateAnswer> {
  return call(userFeedbackCreate, input);
}

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackQueryKey }),
  });
}
