import { operatorReviews } from '@yaocai/contract';
import type { ReviewsQuery } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const reviewsKey = ['operator', 'reviews'] as const;

/** GET /api/operator/reviews: members whose documents wait for review (or were decided). */
export const reviewsQueryOptions = (query: ReviewsQuery) =>
  queryOptions({
    queryKey: [...reviewsKey, 'list', query],
    queryFn: ({ signal }) => call(operatorReviews, query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useReviews = (query: ReviewsQuery) => useQuery(reviewsQueryOptions(query));
