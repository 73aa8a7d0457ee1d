/** Texts of the cart's hints: ladder tiers, 满减 progress and free shipping (spec §4, §5; DOMAIN.md pricing). */
import { parseYuan } from '@yaocai/domain';
import type { CartLine, CartStore, ManjianActivity, ManjianTier } from '../api/types';

const fen = (yuan: string | null | undefined) => parseYuan(String(yuan ?? '')) ?? 0;

/** "再买15瓶可享¥17.70"; null without a next tier. */
export function tierHintText(line: Pick<CartLine, 'goods'>): string | null {
  const hint = line.goods?.ladder_hint;
  if (!hint || hint.need <= 0) return null;
  return `再买${hint.need}${line.goods?.bzdw || '件'}可享¥${hint.price}`;
}

/** Reached tiers first (spec §4), then by threshold. */
export function orderedTiers(tiers: readonly ManjianTier[]): ManjianTier[] {
  return [...tiers].sort((a, b) => b.status - a.status || fen(a.amount) - fen(b.amount));
}

export interface ManjianProgress {
  /** 已满足满500减30 / 还差¥44.00可减¥30.00. */
  text: string;
  /** 0–100 towards the next tier (100 when every tier is reached). */
  percent: number;
  reached: boolean;
}

export function manjianProgress(activity: ManjianActivity): ManjianProgress {
  const eligible = fen(activity.eligible_amount);
  const best = [...activity.tiers]
    .filter((t) => t.status === 1)
    .sort((a, b) => fen(b.amount) - fen(a.amount))[0];
  const parts: string[] = [];
  if (best) parts.push(`已满足满${trim(best.amount)}减${trim(best.reduction)}`);
  if (activity.next) {
    parts.push(`还差¥${activity.next.need}可减¥${activity.next.reduction}`);
    const target = eligible + fen(activity.next.need);
    return {
      text: parts.join('，'),
      percent: target > 0 ? Math.floor((eligible * 100) / target) : 0,
      reached: !!best,
    };
  }
  return { text: parts.join('，') || '已满足最高档优惠', percent: 100, reached: true };
}

/** "500.00" → "500", "12.50" → "12.5": how tier labels read (满500减30). */
export function trim(yuan: string): string {
  if (!yuan.includes('.')) return yuan;
  return yuan.replace(/0+$/, '').replace(/\.$/, '') || '0';
}

/** 还差¥x免运费, or that shipping is free; null for an empty selection. */
export function freeShippingText(store: Pick<CartStore, 'shipping_data' | 'totals'>): string | null {
  if (store.totals.selected_count === 0) return null;
  const missing = fen(store.shipping_data.no_trans_order_amount);
  if (missing > 0) {
    return `还差¥${store.shipping_data.no_trans_order_amount}免运费（满¥${trim(store.shipping_data.free_threshold)}包邮）`;
  }
  return '已满足包邮条件，免运费';
}

/** The amount the buyer sees as the line subtotal, with its 满减 share when there is one. */
export function hasManjianShare(line: CartLine): boolean {
  return fen(line.goods_manjian_amount) > 0;
}
