import { operatorArticlesDelete } from '@yaocai/contract';
import { call } from '../../../lib/http';
import { articlesKey } from './articles';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/** POST /api/operator/articles/{id}/delete */
export function deleteArticle(id: number): Promise<{ id: number }> {
  return call(operatorArticlesDelete, { id });
}

export function useDeleteArticle() {
  return useRefreshingMutation(deleteArticle, articlesKey);
}
