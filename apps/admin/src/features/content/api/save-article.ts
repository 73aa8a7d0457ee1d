import type { ArticleInput } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { articlesKey } from './articles';

/** POST /api/operator/articles (new) or /api/operator/articles/{id} (edit): the whole article. */
export function saveArticle(id: number | null, input: ArticleInput): Promise<{ id: number }> {
  return http.post<{ id: number }>(
    id === null ? '/api/operator/articles' : `/api/operator/articles/${id}`,
    input,
  );
}

export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ArticleInput }) => saveArticle(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: articlesKey }),
  });
}
