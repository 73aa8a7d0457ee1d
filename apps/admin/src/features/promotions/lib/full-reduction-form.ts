import type { FullReductionInput, FullReductionView } from '@yaocai/contract';
import { parseYuan, tiersRefusal } from '@yaocai/domain';
import { chinaMinute, pickerTime, type TimeWindow } from './promotion-time';

/** The domain allows five tiers (满X减Y) per activity. */
export const MAX_TIERS = 5;

export interface TierValues {
  amount?: string | null;
  reduction?: string | null;
}

export interface FullReductionValues {
  name: string;
  tiers: TierValues[];
  window: TimeWindow | null;
  goods_ids: number[];
}

export function fullReductionValues(view?: FullReductionView): FullReductionValues {
  if (!view) return { name: '', tiers: [{}], window: null, goods_ids: [] };
  return {
    name: view.name,
    tiers: view.tiers.map((t) => ({ amount: t.amount, reduction: t.reduction })),
    window: [pickerTime(view.starts_at), pickerTime(view.ends_at)],
    goods_ids: view.goods_ids,
  };
}

const yuanText = (value: string | null | undefined) => String(value ?? '').trim();

/**
 * Why the tiers would be refused, or null: each amount in yuan with at most two decimals, then the
 * domain's rule (rising thresholds and reductions, each reduction below its threshold).
 */
export function tiersMessage(tiers: readonly TierValues[]): string | null {
  if (tiers.length > MAX_TIERS) return `满减最多设置${MAX_TIERS}档`;
  const fen: { amount: number; reduction: number }[] = [];
  for (const tier of tiers) {
    if (!yuanText(tier.amount) || !yuanText(tier.reduction)) return '请填写每一档的门槛与减免金额';
    const amount = parseYuan(yuanText(tier.amount));
    const reduction = parseYuan(yuanText(tier.reduction));
    if (amount === null || reduction === null) return '满减金额格式不正确，最多两位小数';
    fen.push({ amount, reduction });
  }
  return tiersRefusal(fen)?.message ?? null;
}

export function fullReductionInput(values: FullReductionValues): FullReductionInput {
  const [startsAt, endsAt] = values.window!;
  return {
    name: values.name.trim(),
    tiers: values.tiers.map((t) => ({ amount: yuanText(t.amount), reduction: yuanText(t.reduction) })),
    starts_at: chinaMinute(startsAt),
    ends_at: chinaMinute(endsAt),
    goods_ids: [...new Set(values.goods_ids)],
  };
}

/** "满300减20" */
export function tierText(tier: { amount: string; reduction: string }): string {
  const short = (yuan: string) => yuan.replace(/\.00$/, '');
  return `满${short(tier.amount)}减${short(tier.reduction)}`;
}

/** The API answers 422 for starts_at and ends_at; the form holds them in one range field. */
export function windowField(name: string): string {
  return name === 'starts_at' || name === 'ends_at' ? 'window' : name;
}
