import type { ActivityPriceInput, ActivityPriceView } from '@yaocai/contract';
import { activityPriceRefusal, parseYuan } from '@yaocai/domain';
import type { ActivityKind } from './promotion-labels';
import { chinaMinute, pickerTime, type TimeWindow } from './promotion-time';

export interface ActivityPriceValues {
  kind: ActivityKind;
  goods_id?: number;
  price?: string | null;
  limit_per_member: number | null;
  window: TimeWindow | null;
  /** The chosen goods' 供货价, which the price must stay below (not sent). */
  base_price?: string;
}

export function activityPriceValues(view: ActivityPriceView | undefined, kind: ActivityKind) {
  if (!view) return { kind, price: null, limit_per_member: 0, window: null } satisfies ActivityPriceValues;
  return {
    kind: view.kind,
    goods_id: view.goods_id,
    price: view.price,
    limit_per_member: view.limit_per_member,
    window: [pickerTime(view.starts_at), pickerTime(view.ends_at)],
    base_price: view.base_price,
  } satisfies ActivityPriceValues;
}

/** Why the price would be refused against the goods' 供货价 (the domain's rule), or null. */
export function priceMessage(price: string | null | undefined, basePrice: string | undefined): string | null {
  const text = String(price ?? '').trim();
  if (!text) return '请填写活动价';
  const fen = parseYuan(text);
  if (fen === null) return '活动价格式不正确，最多两位小数';
  const base = basePrice === undefined ? null : parseYuan(basePrice);
  // Without the goods' price only the amount itself is checked; the API checks the rest.
  return activityPriceRefusal(fen, base ?? Number.MAX_SAFE_INTEGER, 0)?.message ?? null;
}

export function activityPriceInput(values: ActivityPriceValues): ActivityPriceInput {
  const [startsAt, endsAt] = values.window!;
  return {
    kind: values.kind,
    goods_id: values.goods_id!,
    price: String(values.price ?? '').trim(),
    limit_per_member: values.limit_per_member ?? 0,
    starts_at: chinaMinute(startsAt),
    ends_at: chinaMinute(endsAt),
  };
}
