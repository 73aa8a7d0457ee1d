import type { CouponTemplateInput, CouponTemplateView } from '@yaocai/contract';
import { couponAmountRefusal, parseYuan } from '@yaocai/domain';
import { chinaMinute, pickerTime, type TimeWindow } from './promotion-time';

export interface CouponTemplateValues {
  name: string;
  amount: string | null;
  threshold: string | null;
  scope: 'all' | 'goods';
  goods_ids: number[];
  claim_window: TimeWindow | null;
  validity: 'fixed' | 'days';
  valid_window: TimeWindow | null;
  valid_days: number | null;
  total: number | null;
  limit_per_member: number | null;
  is_on: boolean;
  sort: number | null;
}

export function couponTemplateValues(view?: CouponTemplateView): CouponTemplateValues {
  if (!view)
    return {
      name: '',
      amount: null,
      threshold: null,
      scope: 'all',
      goods_ids: [],
      claim_window: null,
      validity: 'days',
      valid_window: null,
      valid_days: 30,
      total: null,
      limit_per_member: 1,
      is_on: true,
      sort: 0,
    };
  return {
    name: view.name,
    amount: view.amount,
    threshold: view.threshold === '0.00' ? null : view.threshold,
    scope: view.goods.length > 0 ? 'goods' : 'all',
    goods_ids: view.goods.map((g) => g.id),
    claim_window: [pickerTime(view.claim_starts_at), pickerTime(view.claim_ends_at)],
    validity: view.validity,
    valid_window:
      view.valid_from && view.valid_to ? [pickerTime(view.valid_from), pickerTime(view.valid_to)] : null,
    valid_days: view.validity === 'days' ? view.valid_days : 30,
    total: view.total,
    limit_per_member: view.limit_per_member,
    is_on: view.is_on === 1,
    sort: view.sort,
  };
}

const text = (value: string | null | undefined) => String(value ?? '').trim();

/** Why the amount would be refused against the threshold (the domain's rule the API applies), or null. */
export function amountMessage(amount: string | null | undefined, threshold: string | null | undefined) {
  if (!text(amount)) return '请填写优惠券面额';
  const fen = parseYuan(text(amount));
  if (fen === null) return '优惠券面额格式不正确，最多两位小数';
  const limit = text(threshold) ? parseYuan(text(threshold)) : 0;
  if (limit === null) return null;
  return couponAmountRefusal(fen, limit)?.message ?? null;
}

export function couponTemplateInput(values: CouponTemplateValues): CouponTemplateInput {
  const [claimStartsAt, claimEndsAt] = values.claim_window!;
  const fixed = values.validity === 'fixed' && values.valid_window;
  return {
    name: values.name.trim(),
    amount: text(values.amount),
    threshold: text(values.threshold) || '0',
    goods_ids: values.scope === 'goods' ? [...new Set(values.goods_ids)] : [],
    claim_starts_at: chinaMinute(claimStartsAt),
    claim_ends_at: chinaMinute(claimEndsAt),
    validity: values.validity,
    ...(fixed
      ? { valid_from: chinaMinute(values.valid_window![0]), valid_to: chinaMinute(values.valid_window![1]) }
      : {}),
    valid_days: values.validity === 'days' ? (values.valid_days ?? 0) : 0,
    total: values.total ?? 0,
    limit_per_member: values.limit_per_member ?? 1,
    is_on: values.is_on ? 1 : 0,
    sort: values.sort ?? 0,
  };
}

/** The same template switched on or off (the list's switch saves it whole). */
export function switchedInput(view: CouponTemplateView, on: boolean): CouponTemplateInput {
  return couponTemplateInput({ ...couponTemplateValues(view), is_on: on });
}

/** The API answers 422 per field; the form holds each window in one range field. */
export function templateField(name: string): string {
  if (name === 'claim_starts_at' || name === 'claim_ends_at') return 'claim_window';
  if (name === 'valid_from' || name === 'valid_to') return 'valid_window';
  return name;
}

/** "满500减20" or "无门槛减5" */
export function couponText(view: Pick<CouponTemplateView, 'amount' | 'threshold'>): string {
  const short = (yuan: string) => yuan.replace(/\.00$/, '');
  return view.threshold === '0.00'
    ? `无门槛减${short(view.amount)}`
    : `满${short(view.threshold)}减${short(view.amount)}`;
}
