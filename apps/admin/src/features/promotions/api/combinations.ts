import {
  operatorCombinations,
  operatorCombinationsCreate,
  operatorCombinationsUpdate,
} from '@yaocai/contract';
import type { CombinationInput } from '@yaocai/contract';
import { crudResource } from '../../../lib/save-resource';
import { promotionsKey } from './full-reductions';

/**
 * GET /api/operator/combinations: every 组合购 bundle with its goods, normal total and saving; POST
 * /api/operator/combinations (new) or /api/operator/combinations/{id} (edit).
 */
export const combinations = crudResource<CombinationInput, typeof operatorCombinations>(
  [...promotionsKey, 'combinations'],
  { list: operatorCombinations, create: operatorCombinationsCreate, update: operatorCombinationsUpdate },
);
