import type { CombinationAdminView, CombinationInput } from '@yaocai/contract';
import { combinationRefusal, parseYuan, type CombinationLine } from '@yaocai/domain';
import { chinaMinute, pickerTime, type TimeWindow } from './promotion-time';

/** The 组合购 form: 2–10 goods with quantities, one bundle price below their normal total. */

export const MAX_COMBINATION_GOODS = 10;

export interface CombinationItemValues {
  goods_id?: number;
  number?: number | null;
  /** The goods' 供货价 as the picker or the list knows it (not sent). */
  base_price?: string;
}

export interface CombinationValues {
  name: string;
  price?: string | null;
  window: TimeWindow | null;
  items: CombinationItemValues[];
}

export function combinationValues(view?: CombinationAdminView): CombinationValues {
  if (!view) return { name: '', price: null, window: null, items: [{ number: 1 }, { number: 1 }] };
  return {
    name: view.name,
    price: view.price,
    window: [pickerTime(view.starts_at), pickerTime(view.ends_at)],
    items: view.items.map((i) => ({ goods_id: i.goods_id, number: i.number, base_price: i.base_price })),
  };
}

/** The chosen goods as the domain's lines; null while a goods, its price or its quantity is missing. */
function linesOf(items: readonly CombinationItemValues[] | undefined): CombinationLine[] | null {
  const lines: CombinationLine[] = [];
  for (const item of items ?? []) {
    const basePrice = item.base_price === undefined ? null : parseYuan(item.base_price);
    if (item.goods_id === undefined || basePrice === null || !item.number) return null;
    lines.push({ goodsId: item.goods_id, number: item.number, basePrice });
  }
  return lines;
}

/** The normal total of the chosen goods in fen, or null while it cannot be known yet. */
export function normalTotalOf(items: readonly CombinationItemValues[] | undefined): number | null {
  const lines = linesOf(items);
  return lines && lines.length > 0 ? lines.reduce((sum, l) => sum + l.basePrice * l.number, 0) : null;
}

/** Why the goods rows would be refused (2–10 distinct goods, each at least 1), or null. */
export function itemsMessage(items: readonly CombinationItemValues[] | undefined): string | null {
  const rows = items ?? [];
  if (rows.some((i) => i.goods_id === undefined)) return '请为每一行选择商品';
  const lines = rows.map((i) => ({ goodsId: i.goods_id!, number: i.number ?? 0, basePrice: 1_000_000 }));
  const refusal = combinationRefusal(lines, 1);
  return refusal?.field === 'items' ? refusal.message : null;
}

/** Why the bundle price would be refused against the chosen goods (the domain's rule), or null. */
export function bundlePriceMessage(
  price: string | null | undefined,
  items: readonly CombinationItemValues[] | undefined,
): string | null {
  const text = String(price ?? '').trim();
  if (!text) return '请填写组合价';
  const fen = parseYuan(text);
  if (fen === null) return '组合价格式不正确，最多两位小数';
  if (fen <= 0) return '组合价必须大于0';
  const lines = linesOf(items);
  // Until every goods and quantity is chosen only the amount itself is checked; the API checks the rest.
  if (!lines || itemsMessage(items)) return null;
  const refusal = combinationRefusal(lines, fen);
  return refusal?.field === 'price' ? refusal.message : null;
}

export function combinationInput(values: CombinationValues): CombinationInput {
  const [startsAt, endsAt] = values.window!;
  return {
    name: values.name.trim(),
    price: String(values.price ?? '').trim(),
    starts_at: chinaMinute(startsAt),
    ends_at: chinaMinute(endsAt),
    items: values.items.map((i) => ({ goods_id: i.goods_id!, number: i.number ?? 0 })),
  };
}

/** starts_at / ends_at refusals belong under the window picker. */
export function combinationField(name: string): string {
  return name === 'starts_at' || name === 'ends_at' ? 'window' : name;
}
