import { articleCategory } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { HELP_ARTICLE_CATEGORY_ID } from '@yaocai/domain';
import { call } from '../../../lib/http';

export const fetchHelpCategories = (categoryId = HELP_ARTICLE_CATEGORY_ID) =>
  call(articleCategory, { category_id: categoryId }, { silent: true });

export const helpCategoriesQueryOptions = (categoryId = HELP_ARTICLE_CATEGORY_ID) =>
  queryOptions({
    queryKey: ['content', 'help-categories', categoryId] as const,
    queryFn: () => fetchHelpCategories(categoryId),
    staleTime: 10 * 60_000,
  });

export const useHelpCategories = (categoryId = HELP_ARTICLE_CATEGORY_ID) =>
  useQuery(helpCategoriesQueryOptions(categoryId));
