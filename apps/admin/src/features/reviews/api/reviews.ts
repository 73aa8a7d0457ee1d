import type { ReviewsAnswer, ReviewsQuery } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const reviewsKey = ['operator', 'reviews'] as const;

/** GET /api/operator/reviews: members whose documents wait for review (or were decided). */
export const reviewsQueryOptions = (query: ReviewsQuery) =>
  queryOptions({
    queryKey: [...reviewsKey, 'list', query],
    queryFn: ({ signal }) => http.get<ReviewsAnswer>('/api/operator/reviews', query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useReviews = (query: ReviewsQuery) => useQuery(reviewsQueryOptions(query));
