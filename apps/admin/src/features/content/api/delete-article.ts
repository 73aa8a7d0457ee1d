import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { articlesKey } from './articles';

/** POST /api/operator/articles/{id}/delete */
export function deleteArticle(id: number): Promise<{ id: number }> {
  return http.post<{ id: number }>(`/api/operator/articles/${id}/delete`);
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArticle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: articlesKey }),
  });
}
