import { operatorReviewsDetail } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { reviewsKey } from './reviews';

/** GET /api/operator/reviews/{id}: the member, its company and every document to look at. */
export const reviewDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...reviewsKey, 'detail', id],
    queryFn: ({ signal }) => call(operatorReviewsDetail, { id }, { signal }),
    staleTime: 0,
  });

export const useReviewDetail = (id: number) => useQuery(reviewDetailQueryOptions(id));
