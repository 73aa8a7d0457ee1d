import { operatorArticles } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { contentKey } from './banners';

export const articlesKey = [...contentKey, 'articles'] as const;

export interface ArticlesQuery {
  category_id?: number;
  keyword?: string;
  page?: number;
}

/** GET /api/operator/articles: help centre and news articles, with every category for the select. */
export const articlesQueryOptions = (query: ArticlesQuery) =>
  queryOptions({
    queryKey: [...articlesKey, query],
    queryFn: ({ signal }) => call(operatorArticles, query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useArticles = (query: ArticlesQuery) => useQuery(articlesQueryOptions(query));
