import {
  operatorFullReductions,
  operatorFullReductionsCreate,
  operatorFullReductionsUpdate,
} from '@yaocai/contract';
import type { FullReductionInput } from '@yaocai/contract';
import { crudResource } from '../../../lib/save-resource';

export const promotionsKey = ['operator', 'promotions'] as const;

/**
 * GET /api/operator/full_reductions: every 满减 activity with its tiers, window, state and goods; POST
 * /api/operator/full_reductions (new) or /api/operator/full_reductions/{id} (edit; the goods sent
 * replace the activity's goods).
 */
export const fullReductions = crudResource<FullReductionInput, typeof operatorFullReductions>(
  [...promotionsKey, 'full-reductions'],
  {
    list: operatorFullReductions,
    create: operatorFullReductionsCreate,
    update: operatorFullReductionsUpdate,
  },
);
