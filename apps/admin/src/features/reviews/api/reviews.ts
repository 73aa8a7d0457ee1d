import { operatorReviews } from '@yaocai/contract';
import type { ReviewsQuery } from '@yaocai/contract';
import { useQuery } from '@tanstack/react-query';
import { pagedList } from '../../../lib/save-resource';

export const reviewsKey = ['operator', 'reviews'] as const;

/** GET /api/operator/reviews: members whose documents wait for review (or were decided). */
export const reviewsQueryOptions = pagedList([...reviewsKey, 'list'], operatorReviews);

export const useReviews = (query: ReviewsQuery) => useQuery(reviewsQueryOptions(query));
