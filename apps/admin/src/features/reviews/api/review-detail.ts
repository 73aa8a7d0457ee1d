import type { ReviewDetailAnswer } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { reviewsKey } from './reviews';

/** GET /api/operator/reviews/{id}: the member, its company and every document to look at. */
export const reviewDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...reviewsKey, 'detail', id],
    queryFn: ({ signal }) =>
      http.get<ReviewDetailAnswer>(`/api/operator/reviews/${id}`, undefined, { signal }),
    staleTime: 0,
  });

export const useReviewDetail = (id: number) => useQuery(reviewDetailQueryOptions(id));
