import {
  operatorCashbackRules,
  operatorCashbackRulesCreate,
  operatorCashbackRulesUpdate,
} from '@yaocai/contract';
import type { CashbackRuleInput } from '@yaocai/contract';
import { crudResource } from '../../../lib/save-resource';
import { promotionsKey } from './full-reductions';

/**
 * GET /api/operator/cashback-rules: 满额返现 rules with how many orders each paid; POST
 * /api/operator/cashback-rules (new) or /api/operator/cashback-rules/{id} (edit, 启用/停用).
 */
export const cashbackRules = crudResource<CashbackRuleInput, typeof operatorCashbackRules>(
  [...promotionsKey, 'cashback-rules'],
  { list: operatorCashbackRules, create: operatorCashbackRulesCreate, update: operatorCashbackRulesUpdate },
);
