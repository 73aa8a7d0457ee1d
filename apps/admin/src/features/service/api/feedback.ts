import type { OperatorFeedbackAnswer, OperatorFeedbackQuery } from '@yaocai/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const feedbackKey = ['operator', 'feedback'] as const;

/** GET /api/operator/feedback: members' 意见反馈, the unreplied first. */
export const feedbackQueryOptions = (query: OperatorFeedbackQuery) =>
  queryOptions({
    queryKey: [...feedbackKey, 'list', query],
    queryFn: ({ signal }) => http.get<OperatorFeedbackAnswer>('/api/operator/feedback', query, { signal }),
    placeholderData: keepPreviousData,
  });
