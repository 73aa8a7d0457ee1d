import { operatorFeedback } from '@yaocai/contract';
import type { OperatorFeedbackQuery } from '@yaocai/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const feedbackKey = ['operator', 'feedback'] as const;

/** GET /api/operator/feedback: members' 意见反馈, the unreplied first. */
export const feedbackQueryOptions = (query: OperatorFeedbackQuery) =>
  queryOptions({
    queryKey: [...feedbackKey, 'list', query],
    queryFn: ({ signal }) => call(operatorFeedback, query, { signal }),
    placeholderData: keepPreviousData,
  });
