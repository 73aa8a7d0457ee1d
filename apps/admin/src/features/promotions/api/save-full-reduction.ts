import { operatorFullReductionsCreate, operatorFullReductionsUpdate } from '@yaocai/contract';
import type { FullReductionInput } from '@yaocai/contract';
import { saveResource } from '../../../lib/save-resource';
import { fullReductionsKey } from './full-reductions';

/**
 * POST /api/operator/full_reductions (new) or /api/operator/full_reductions/{id} (edit; the goods
 * sent replace the activity's goods).
 */
const fullReductionSaving = saveResource<FullReductionInput>({
  create: operatorFullReductionsCreate,
  update: operatorFullReductionsUpdate,
  refreshes: fullReductionsKey,
});
export const saveFullReduction = fullReductionSaving.save;
export const useSaveFullReduction = fullReductionSaving.useSave;
