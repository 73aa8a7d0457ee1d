import { operatorArticlesCreate, operatorArticlesUpdate } from '@yaocai/contract';
import type { ArticleInput } from '@yaocai/contract';
import { saveResource } from '../../../lib/save-resource';
import { articlesKey } from './articles';

/** POST /api/operator/articles (new) or /api/operator/articles/{id} (edit): the whole article. */
export const { useSave: useSaveArticle } = saveResource<ArticleInput>(
  operatorArticlesCreate,
  operatorArticlesUpdate,
  articlesKey,
);
