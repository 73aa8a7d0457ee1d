import type { DrawAdminInput, DrawAdminView } from '@yaocai/contract';
import { MAX_DRAW_PRIZES, PRIZE_KIND_NAMES, type PrizeKind } from '@yaocai/domain';
import { chinaMinute, pickerTime, type TimeWindow } from './promotion-time';

export { MAX_DRAW_PRIZES };

export const PRIZE_KIND_OPTIONS = (Object.keys(PRIZE_KIND_NAMES) as PrizeKind[]).map((kind) => ({
  value: kind,
  label: PRIZE_KIND_NAMES[kind],
}));

export interface PrizeValues {
  id?: number;
  kind: PrizeKind;
  name: string;
  /** Points for 积分, yuan for 优惠券 and 账户红包. */
  value?: string;
  coupon_threshold?: string;
  coupon_days?: number;
  weight?: number;
  stock?: number;
}

export interface DrawValues {
  name: string;
  image: string;
  rules: string;
  window: TimeWindow | null;
  times_per_member: number;
  is_on: boolean;
  prizes: PrizeValues[];
}

const NEW_PRIZES: PrizeValues[] = [
  { kind: 'points', name: '50积分', value: '50', weight: 50, stock: 1000 },
  { kind: 'none', name: '谢谢参与', weight: 50, stock: 1_000_000 },
];

export function drawValues(view?: DrawAdminView): DrawValues {
  if (!view)
    return {
      name: '',
      image: '',
      rules: '',
      window: null,
      times_per_member: 1,
      is_on: true,
      prizes: NEW_PRIZES.map((p) => ({ ...p })),
    };
  return {
    name: view.name,
    image: view.image,
    rules: view.rules,
    window: [pickerTime(view.starts_at), pickerTime(view.ends_at)],
    times_per_member: view.times_per_member,
    is_on: view.is_on === 1,
    prizes: view.prizes.map((p) => ({
      id: p.id,
      kind: p.kind,
      name: p.name,
      value: p.value,
      coupon_threshold: p.coupon_threshold,
      coupon_days: p.coupon_days,
      weight: p.weight,
      stock: p.stock,
    })),
  };
}

export function drawInput(values: DrawValues): DrawAdminInput {
  const [startsAt, endsAt] = values.window!;
  return {
    name: values.name.trim(),
    image: values.image.trim(),
    rules: values.rules.trim(),
    starts_at: chinaMinute(startsAt),
    ends_at: chinaMinute(endsAt),
    times_per_member: values.times_per_member,
    is_on: values.is_on,
    prizes: values.prizes.map((p) => ({
      ...(p.id ? { id: p.id } : {}),
      kind: p.kind,
      name: p.name.trim(),
      value: String(p.value ?? '0').trim() || '0',
      coupon_threshold: String(p.coupon_threshold ?? '0').trim() || '0',
      coupon_days: p.coupon_days ?? 30,
      weight: p.weight ?? 0,
      stock: p.stock ?? 0,
    })),
  };
}

/** Each prize's chance as the draw computes it: its weight over those of the prizes in stock. */
export function chances(prizes: readonly Pick<PrizeValues, 'weight' | 'stock'>[]): string[] {
  const weightOf = (p: Pick<PrizeValues, 'weight' | 'stock'>) =>
    (p.stock ?? 0) > 0 ? Math.max(0, Number(p.weight) || 0) : 0;
  const total = prizes.reduce((sum, p) => sum + weightOf(p), 0);
  return prizes.map((p) => (total > 0 ? `${((weightOf(p) / total) * 100).toFixed(1)}%` : '0.0%'));
}

/** A field the API names ("prizes.2.value", "starts_at") as the form names it. */
export function drawFieldName(name: string): (string | number)[] {
  if (name === 'starts_at' || name === 'ends_at') return ['window'];
  return name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}
