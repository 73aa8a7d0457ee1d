import { operatorArticlesCreate, operatorArticlesUpdate } from '@yaocai/contract';
import type { ArticleInput } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { articlesKey } from './articles';

/** POST /api/operator/articles (new) or /api/operator/articles/{id} (edit): the whole article. */
export function saveArticle(id: number | null, input: ArticleInput): Promise<{ id: number }> {
  return id === null
    ? call(operatorArticlesCreate, input)
    : call(operatorArticlesUpdate, { id: id, ...input });
}

export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ArticleInput }) => saveArticle(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: articlesKey }),
  });
}
