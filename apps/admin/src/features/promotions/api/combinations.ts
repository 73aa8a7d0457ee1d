import {
  operatorCombinations,
  operatorCombinationsCreate,
  operatorCombinationsUpdate,
} from '@yaocai/contract';
import type { CombinationInput } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { saveResource } from '../../../lib/save-resource';
import { promotionsKey } from './full-reductions';

export const combinationsKey = [...promotionsKey, 'combinations'] as const;

/** GET /api/operator/combinations: every 组合购 bundle with its goods, normal total and saving. */
export const combinationsQueryOptions = () =>
  queryOptions({
    queryKey: combinationsKey,
    queryFn: ({ signal }) => call(operatorCombinations, undefined, { signal }),
  });

export const useCombinations = () => useQuery(combinationsQueryOptions());

/** POST /api/operator/combinations (new) or /api/operator/combinations/{id} (edit). */
const combinationSaving = saveResource<CombinationInput>({
  create: operatorCombinationsCreate,
  update: operatorCombinationsUpdate,
  refreshes: combinationsKey,
});
export const saveCombination = combinationSaving.save;
export const useSaveCombination = combinationSaving.useSave;
