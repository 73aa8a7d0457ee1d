import type { StorewideDiscountInput, StorewideDiscountView } from '@yaocai/contract';
import { storewideLabel, storewideRefusal } from '@yaocai/domain';
import { chinaMinute, pickerTime, type TimeWindow } from './promotion-time';

/** The form of a 全场折扣: the rate as staff say it, in 折 (9.4 for 94折). */
export interface StorewideValues {
  name: string;
  rate: number | null;
  window: TimeWindow | null;
  excluded_goods_ids: number[];
  excluded_category_ids: number[];
  is_on: boolean;
}

export function storewideValues(view?: StorewideDiscountView): StorewideValues {
  if (!view)
    return {
      name: '',
      rate: 9.4,
      window: null,
      excluded_goods_ids: [],
      excluded_category_ids: [],
      is_on: true,
    };
  return {
    name: view.name,
    rate: view.rate_permille / 100,
    window: [pickerTime(view.starts_at), pickerTime(view.ends_at)],
    excluded_goods_ids: view.excluded_goods_ids,
    excluded_category_ids: view.excluded_category_ids,
    is_on: view.is_on === 1,
  };
}

/** 9.4折 → 940‰; null when not a rate with at most two decimals. */
export function permilleOf(rate: number | null | undefined): number | null {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return null;
  const permille = Math.round(rate * 100);
  return Math.abs(permille - rate * 100) < 1e-6 ? permille : null;
}

/** Why the rate would be refused (the domain's rule), or null. */
export function rateMessage(rate: number | null | undefined): string | null {
  if (rate === null || rate === undefined) return '请填写折扣';
  const permille = permilleOf(rate);
  if (permille === null) return '折扣最多两位小数';
  return storewideRefusal({ name: 'x', ratePermille: permille })?.message ?? null;
}

/** "94折" for the rate typed, or null while it is not valid. */
export function rateLabel(rate: number | null | undefined): string | null {
  return rateMessage(rate) === null ? storewideLabel(permilleOf(rate)!) : null;
}

export function storewideInput(values: StorewideValues): StorewideDiscountInput {
  const [startsAt, endsAt] = values.window!;
  return {
    name: values.name.trim(),
    rate_permille: permilleOf(values.rate) ?? 0,
    excluded_goods_ids: [...new Set(values.excluded_goods_ids)],
    excluded_category_ids: [...new Set(values.excluded_category_ids)],
    starts_at: chinaMinute(startsAt),
    ends_at: chinaMinute(endsAt),
    is_on: values.is_on ? 1 : 0,
  };
}

export const switchedStorewide = (view: StorewideDiscountView, on: boolean) =>
  storewideInput({ ...storewideValues(view), is_on: on });
