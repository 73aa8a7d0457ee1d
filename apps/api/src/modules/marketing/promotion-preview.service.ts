import type { PromotionPreviewAnswer, promotionPreviewBody } from '@yaocai/contract';
import { formatYuan, fullReductionHint } from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { invalid } from '../../lib/http-errors';
import { buyerViewer } from '../account/index';
import { priceCart, loadPricingContext } from '../cart/index';

/**
 * What a buyer would pay for a sample cart at a moment: the cart's own pricing (ladder, 秒杀, 满减,
 * gifts, shipping) run as that buyer, so staff see a promotion exactly as buyers will.
 */
export async function previewPromotions(
  db: Database,
  input: z.output<typeof promotionPreviewBody>,
  now = new Date(),
): Promise<PromotionPreviewAnswer> {
  const viewer = await buyerViewer(db, input.username);
  if (!viewer) throw invalid('username', '会员不存在');
  const at = input.at ?? now;
  const lines = input.lines.map((l, i) => ({
    id: i + 1,
    type: l.type,
    goodsId: l.goods_id,
    refId: l.type === 1 ? l.ref_id : 0,
    number: l.number,
    isSelected: 1,
    shownPrice: null,
  }));
  const ctx = await loadPricingContext(db, viewer, lines, at);
  const cart = priceCart(lines, ctx);
  return {
    lines: cart.lines.map((p) => ({
      goods_id: p.line.goodsId ?? 0,
      name: p.goods?.name ?? '',
      number: p.line.number,
      unit_price: formatYuan(p.unitPrice),
      amount: formatYuan(p.amount),
      manjian_share: formatYuan(p.manjianShare),
      refusal: p.refusal?.message ?? '',
    })),
    activities: cart.activities.map((a) => ({
      name: a.activity.name,
      eligible: formatYuan(a.eligible),
      reduction: formatYuan(a.result.reduction),
      hint: fullReductionHint(a.result.next),
    })),
    goods_amount: formatYuan(cart.goodsAmount),
    manjian_amount: formatYuan(cart.manjianAmount),
    shipping_amount: formatYuan(cart.shipping.shipping_amount),
    payable: formatYuan(cart.payable),
  };
}
