import {
  operatorCashbackRules,
  operatorCashbackRulesCreate,
  operatorCashbackRulesUpdate,
} from '@yaocai/contract';
import type { CashbackRuleInput } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { saveResource } from '../../../lib/save-resource';
import { promotionsKey } from './full-reductions';

export const cashbackRulesKey = [...promotionsKey, 'cashback-rules'] as const;

/** GET /api/operator/cashback-rules: 满额返现 rules with how many orders each paid. */
export const cashbackRulesQueryOptions = () =>
  queryOptions({
    queryKey: cashbackRulesKey,
    queryFn: ({ signal }) => call(operatorCashbackRules, undefined, { signal }),
  });

export const useCashbackRules = () => useQuery(cashbackRulesQueryOptions());

/** POST /api/operator/cashback-rules (new) or /api/operator/cashback-rules/{id} (edit, 启用/停用). */
const cashbackRuleSaving = saveResource<CashbackRuleInput>({
  create: operatorCashbackRulesCreate,
  update: operatorCashbackRulesUpdate,
  refreshes: cashbackRulesKey,
});
export const saveCashbackRule = cashbackRuleSaving.save;
export const useSaveCashbackRule = cashbackRuleSaving.useSave;
