import {
  operatorCashbackRules,
  operatorCashbackRulesCreate,
  operatorCashbackRulesUpdate,
} from '@yaocai/contract';
import type { CashbackRuleInput } from '@yaocai/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
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
export function saveCashbackRule(id: number | null, input: CashbackRuleInput): Promise<{ id: number }> {
  return id === null
    ? call(operatorCashbackRulesCreate, input)
    : call(operatorCashbackRulesUpdate, { id: id, ...input });
}

export function useSaveCashbackRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CashbackRuleInput }) =>
      saveCashbackRule(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cashbackRulesKey }),
  });
}
