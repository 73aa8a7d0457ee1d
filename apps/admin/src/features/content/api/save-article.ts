import { operatorArticlesCreate, operatorArticlesUpdate } from '@yaocai/contract';
import type { ArticleInput } from '@yaocai/contract';
import { saveResource } from '../../../lib/save-resource';
import { articlesKey } from './articles';

/** POST /api/operator/articles (new) or /api/operator/articles/{id} (edit): the whole article. */
const articleSaving = saveResource<ArticleInput>({
  create: operatorArticlesCreate,
  update: operatorArticlesUpdate,
  refreshes: articlesKey,
});
export const saveArticle = articleSaving.save;
export const useSaveArticle = articleSaving.useSave;
