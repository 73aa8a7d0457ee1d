import { operatorArticlesDelete } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { articlesKey } from './articles';

/** POST /api/operator/articles/{id}/delete */
export function deleteArticle(id: number): Promise<{ id: number }> {
  return call(operatorArticlesDelete, { id });
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArticle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: articlesKey }),
  });
}
