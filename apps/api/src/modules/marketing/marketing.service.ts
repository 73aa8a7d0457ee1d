import { discountLabel, formatYuan, parseYuan } from '@yaocai/domain';
import type { Database } from '../../db/client';
import type { Viewer } from '../../shared/viewer';
import { goodsCards } from '../catalog/index';
import { findCombinations, findRunningFullReductions } from './marketing.repository';

/** 组合购 packages on offer (/zhzq): add one to the cart with POST /api/cart {params:[{type:3, ck_id:id, number}]}. */
export async function combinationList(db: Database, viewer: Viewer | null, now = new Date()) {
  const combos = await findCombinations(db, 'active', now);
  const cards = new Map(
    (await goodsCards(db, [...new Set(combos.flatMap((c) => c.items.map((i) => i.goodsId)))], viewer)).map(
      (g) => [g.id, g],
    ),
  );
  // Bought separately, each goods costs its price of the moment (全场折扣 included).
  const separately = (items: { goodsId: number; number: number }[]) => {
    let sum = 0;
    for (const item of items) {
      const card = cards.get(item.goodsId);
      const unit = card && parseYuan(card.discount_price ?? card.base_price ?? '');
      if (unit === null || unit === undefined) return null;
      sum += unit * item.number;
    }
    return formatYuan(sum);
  };
  return combos.map((c) => {
    const price = c.items.reduce((sum, i) => sum + i.price * i.number, 0);
    return {
      id: c.id,
      name: c.name,
      image: c.image || (cards.get(c.items[0]?.goodsId ?? 0)?.goods_image[0] ?? ''),
      price: viewer?.isPassed ? formatYuan(price) : null,
      separate_price: viewer?.isPassed ? separately(c.items) : null,
      ends_at: c.endsAt.toISOString(),
      items: c.items.map((i) => ({
        goods_id: i.goodsId,
        number: i.number,
        price: viewer?.isPassed ? formatYuan(i.price) : null,
        goods: cards.get(i.goodsId) ?? null,
      })),
    };
  });
}

/** Running 满减 activities with their tiers and goods. */
export async function fullReductionList(db: Database, now = new Date()) {
  const activities = await findRunningFullReductions(db, now);
  return activities.map((a) => ({
    id: a.id,
    name: a.name,
    ends_at: a.endsAt.toISOString(),
    tiers: a.tiers.map((t) => ({
      amount: formatYuan(t.amount),
      reduction: formatYuan(t.reduction),
      desc: discountLabel(formatYuan(t.amount), formatYuan(t.reduction), t.amount),
    })),
    goods_ids: a.goodsIds,
  }));
}
