import type { CashbackRuleAdminView, CashbackRuleInput } from '@yaocai/contract';
import { cashbackRuleRefusal, parseYuan } from '@yaocai/domain';
import { chinaMinute, pickerTime, type TimeWindow } from './promotion-time';

export interface CashbackRuleValues {
  name: string;
  threshold: string | null;
  amount: string | null;
  destination: 'balance' | 'red_packet';
  window: TimeWindow | null;
  is_on: boolean;
}

export function cashbackRuleValues(view?: CashbackRuleAdminView): CashbackRuleValues {
  if (!view)
    return { name: '', threshold: null, amount: null, destination: 'balance', window: null, is_on: true };
  return {
    name: view.name,
    threshold: view.threshold,
    amount: view.amount,
    destination: view.destination,
    window: [pickerTime(view.starts_at), pickerTime(view.ends_at)],
    is_on: view.is_on === 1,
  };
}

const text = (value: string | null | undefined) => String(value ?? '').trim();

/** Why the amount would be refused against the threshold (the domain's rule), or null. */
export function cashbackMessage(threshold: string | null | undefined, amount: string | null | undefined) {
  if (!text(amount)) return '请填写返现金额';
  const fen = parseYuan(text(amount));
  if (fen === null) return '返现金额格式不正确，最多两位小数';
  const limit = parseYuan(text(threshold));
  // Without a usable threshold only the amount itself is checked; the threshold field says the rest.
  const refusal = cashbackRuleRefusal({
    threshold: limit ?? Number.MAX_SAFE_INTEGER,
    amount: fen,
    destination: 'balance',
  });
  return refusal?.field === 'amount' ? refusal.message : null;
}

export function cashbackRuleInput(values: CashbackRuleValues): CashbackRuleInput {
  const [startsAt, endsAt] = values.window!;
  return {
    name: values.name.trim(),
    threshold: text(values.threshold),
    amount: text(values.amount),
    destination: values.destination,
    starts_at: chinaMinute(startsAt),
    ends_at: chinaMinute(endsAt),
    is_on: values.is_on ? 1 : 0,
  };
}

export const switchedRule = (view: CashbackRuleAdminView, on: boolean) =>
  cashbackRuleInput({ ...cashbackRuleValues(view), is_on: on });
