import {
  flashSaleRemaining,
  isValidQuantity,
  qualificationExpiredMessage,
  SPECIAL_MEDICINE_ORDER_CAP,
  SPECIAL_RECEIPT_OUTSTANDING,
  specialMedicineRefusal,
} from '@yaocai/domain';
import { buyability } from '../catalog/index';
import type { CartGoodsRow } from './cart-pricing.types';
import type { Refusal } from '../../shared/refusal-errors';
import type { PricingContext } from './pricing-context';

export const NOT_PASSED = '资质审核通过后可下单';

/** Refusals that concern the buyer rather than a line: awaiting review, an expired document. */
export function buyerRefusal(ctx: PricingContext): Refusal | null {
  if (!ctx.viewer.isPassed) return { status: 403, message: NOT_PASSED };
  if (ctx.expiredQualification) {
    return { status: 403, message: qualificationExpiredMessage(ctx.expiredQualification) };
  }
  return null;
}

export function stockOf(ctx: PricingContext, goodsId: number): number {
  return ctx.extras.stock.get(goodsId)?.total ?? 0;
}

/**
 * Rules of one goods in a line: visible and on sale, business scope, 含特殊药品 permission and
 * per-order cap, middle pack, and stock. `summed` is the goods' quantity over every line considered.
 */
export function goodsRefusal(
  ctx: PricingContext,
  goods: CartGoodsRow | undefined,
  quantity: number,
  summed: number,
  checkPack: boolean,
): Refusal | null {
  if (!goods) return { status: 404, message: '商品已下架或不存在' };
  const stock = stockOf(ctx, goods.id);
  const buy = buyability(goods, ctx.viewer, stock);
  if (!buy.isBuy) return { status: stock <= 0 ? 409 : 403, message: buy.reason ?? '该商品暂不可购买' };
  if (checkPack && !isValidQuantity(quantity, goods.middlePack, goods.canSplit)) {
    return { status: 422, message: `${goods.name}需按中包装${goods.middlePack}${goods.unit}的倍数购买` };
  }
  const special = specialMedicineRefusal({
    goodsType: goods.type,
    buyerIsSpecial: ctx.viewer.isSpecial,
    quantity: summed,
    receiptOutstanding: ctx.specialReceiptOutstanding,
  });
  if (special === 'permission') return { status: 403, message: '含特殊药品，需具备购买资质' };
  if (special === 'receipt') return { status: 403, message: SPECIAL_RECEIPT_OUTSTANDING };
  if (special === 'cap') {
    return {
      status: 422,
      message: `${goods.name}含特殊药品复方制剂，每单限购${SPECIAL_MEDICINE_ORDER_CAP}${goods.unit}`,
    };
  }
  if (summed > stock) return { status: 409, message: `${goods.name}库存不足，当前库存${stock}${goods.unit}` };
  return null;
}

/** A flash-sale (秒杀 / 每日特价) line: the offer must be running for that goods and within the member's limit. */
export function flashRefusal(
  ctx: PricingContext,
  refId: number,
  goodsId: number,
  quantity: number,
): Refusal | null {
  const offer = ctx.flash.get(refId);
  if (!offer || offer.goodsId !== goodsId) return { status: 404, message: '活动不存在' };
  if (offer.startsAt > ctx.now) return { status: 409, message: '活动未开始' };
  if (offer.endsAt <= ctx.now) return { status: 409, message: '活动已结束，请删除后按原价购买' };
  const remaining = flashSaleRemaining(offer.limitPerMember, ctx.flashBought.get(refId) ?? 0);
  if (remaining !== null && quantity > remaining) {
    return { status: 422, message: `活动每人限购${offer.limitPerMember}件，您还可购买${remaining}件` };
  }
  return null;
}
