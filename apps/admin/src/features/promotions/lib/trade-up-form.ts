import type { TradeUpAdminView, TradeUpInput } from '@yaocai/contract';
import { chinaMinute, pickerTime, type TimeWindow } from './promotion-time';

/** The 换购 form: a threshold, a window, and 1–20 goods each with its special price and per-order limit. */

export const MAX_TRADE_UP_GOODS = 20;

export interface TradeUpGoodsValues {
  goods_id?: number;
  price?: string | null;
  limit_per_order?: number | null;
  /** The goods' 供货价 as the picker or the list knows it (not sent). */
  base_price?: string;
}

export interface TradeUpValues {
  name: string;
  threshold?: string | null;
  window: TimeWindow | null;
  is_on: boolean;
  goods: TradeUpGoodsValues[];
}

export function tradeUpValues(view?: TradeUpAdminView): TradeUpValues {
  if (!view) return { name: '', threshold: null, window: null, is_on: true, goods: [{ limit_per_order: 1 }] };
  return {
    name: view.name,
    threshold: view.threshold,
    window: [pickerTime(view.starts_at), pickerTime(view.ends_at)],
    is_on: view.is_on === 1,
    goods: view.goods.map((g) => ({
      goods_id: g.goods_id,
      price: g.price,
      limit_per_order: g.limit_per_order,
      base_price: g.base_price,
    })),
  };
}

export function tradeUpInput(values: TradeUpValues): TradeUpInput {
  const [startsAt, endsAt] = values.window!;
  return {
    name: values.name.trim(),
    threshold: String(values.threshold ?? '').trim(),
    starts_at: chinaMinute(startsAt),
    ends_at: chinaMinute(endsAt),
    is_on: values.is_on ? 1 : 0,
    goods: values.goods.map((g) => ({
      goods_id: g.goods_id!,
      price: String(g.price ?? '').trim(),
      limit_per_order: g.limit_per_order ?? 0,
    })),
  };
}

export const switchedTradeUp = (view: TradeUpAdminView, on: boolean) =>
  tradeUpInput({ ...tradeUpValues(view), is_on: on });

/** starts_at / ends_at refusals belong under the window picker. */
export function tradeUpField(name: string): string {
  return name === 'starts_at' || name === 'ends_at' ? 'window' : name;
}
