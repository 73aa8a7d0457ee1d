import { operatorArticles } from '@yaocai/contract';
import { useQuery } from '@tanstack/react-query';
import { contentKey } from './banners';
import { pagedList } from '../../../lib/save-resource';

export const articlesKey = [...contentKey, 'articles'] as const;

export interface ArticlesQuery {
  category_id?: number;
  keyword?: string;
  page?: number;
}

/** GET /api/operator/articles: help centre and news articles, with every category for the select. */
export const articlesQueryOptions = pagedList([...articlesKey], operatorArticles);

export const useArticles = (query: ArticlesQuery) => useQuery(articlesQueryOptions(query));
