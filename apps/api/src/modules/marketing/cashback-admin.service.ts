import {
  type cashbackRuleInput,
  type CashbackRuleAdminView,
  PROMOTION_STATES,
  type PromotionState,
} from '@yaocai/contract';
import { cashbackRuleRefusal, formatYuan, windowRefusal } from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { invalid, notFound } from '../../lib/http-errors';
import * as repo from './cashback.repository';
import { cashbackRuleView } from './cashback.service';

const stateOf = (rule: repo.CashbackRuleRow, now: Date): PromotionState =>
  now < rule.startsAt ? 'upcoming' : now >= rule.endsAt ? 'ended' : 'running';

/** GET /api/operator/cashback-rules: every rule with how many orders it paid and what they kept. */
export async function cashbackRuleViews(db: Database, now = new Date()): Promise<CashbackRuleAdminView[]> {
  const [rules, totals] = await Promise.all([repo.allRules(db), repo.grantTotals(db)]);
  return rules.map((rule) => {
    const state = stateOf(rule, now);
    const total = totals.get(rule.id);
    return {
      ...cashbackRuleView(rule),
      is_on: rule.isOn ? 1 : 0,
      state,
      state_name: PROMOTION_STATES[state],
      grants: total?.grants ?? 0,
      granted_amount: formatYuan(total?.kept ?? 0),
    };
  });
}

/** A 满额返现 rule; editing it changes what later completions get, never what was already paid. */
export async function saveCashbackRule(
  db: Database,
  id: number | null,
  input: z.output<typeof cashbackRuleInput>,
) {
  const refusal = cashbackRuleRefusal(input) ?? windowRefusal(input.starts_at, input.ends_at);
  if (refusal) throw invalid(refusal.field, refusal.message);
  const saved = await repo.saveRule(db, id, {
    name: input.name,
    threshold: input.threshold,
    amount: input.amount,
    destination: input.destination,
    startsAt: input.starts_at,
    endsAt: input.ends_at,
    isOn: input.is_on === 1,
  });
  if (saved === null) throw notFound('返现活动');
  return { id: saved };
}

export const cashbackRuleSnapshot = repo.findRule;
