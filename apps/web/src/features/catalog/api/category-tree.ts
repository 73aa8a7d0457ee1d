import { categoryTree } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import type { CategoryTreeNode } from './types';

/** GET /api/category/tree: every root (中西成药, 中药饮片, 医疗器械) with its sub-categories. */
export async function fetchCategoryTree(): Promise<CategoryTreeNode[]> {
  const data = await call(categoryTree, undefined, { silent: true });
  return Array.isArray(data) ? data : [];
}

export const categoryTreeQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'category-tree'] as const,
    queryFn: fetchCategoryTree,
    staleTime: 10 * 60_000,
  });

export const useCategoryTree = () => useQuery(categoryTreeQueryOptions());
