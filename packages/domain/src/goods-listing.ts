import { DEVICE_SCOPES, DRUG_SCOPES } from './registration-documents';
import { isForbiddenScope } from './goods-rules';

/** What the wholesaler may list, and how: the rules a new or edited goods (or an imported row) must meet. */

export const GOODS_KINDS = ['drug', 'herbal', 'device'] as const;
export type GoodsKindCode = (typeof GOODS_KINDS)[number];

export const GOODS_KIND_LABELS: Record<GoodsKindCode, string> = {
  drug: '药品',
  herbal: '中药饮片',
  device: '医疗器械',
};

/** The business scopes a goods of each kind may belong to (what a buyer's licence must cover). */
export const SCOPES_BY_KIND: Record<GoodsKindCode, readonly string[]> = {
  drug: DRUG_SCOPES.filter((s) => s !== '中药饮片'),
  herbal: ['中药饮片'],
  device: DEVICE_SCOPES,
};

export interface GoodsListing {
  kind: GoodsKindCode;
  scopeClass: string;
  basePrice: number;
  retailPrice: number;
  middlePack: number;
  piecePack: number;
  approvalNumber: string;
}

/** The field and message of the first rule the listing breaks, or null when it may be listed. */
export function listingRefusal(g: GoodsListing): { field: string; message: string } | null {
  if (isForbiddenScope(g.scopeClass))
    return { field: 'scope_class', message: `“${g.scopeClass}”类商品不得在平台销售` };
  if (!SCOPES_BY_KIND[g.kind].includes(g.scopeClass))
    return {
      field: 'scope_class',
      message: `${GOODS_KIND_LABELS[g.kind]}的经营范围应为${SCOPES_BY_KIND[g.kind].join('、')}之一`,
    };
  if (g.basePrice <= 0) return { field: 'base_price', message: '供货价必须大于0' };
  if (g.retailPrice < g.basePrice) return { field: 'retail_price', message: '建议零售价不能低于供货价' };
  if (g.middlePack < 1) return { field: 'middle_pack', message: '中包装必须大于0' };
  if (g.piecePack < g.middlePack || g.piecePack % g.middlePack !== 0)
    return { field: 'piece_pack', message: '件装数量应为中包装的整数倍' };
  // Drugs carry a 批准文号 (国药准字…); herbal pieces and class-one devices may not.
  if (g.kind === 'drug' && g.approvalNumber.trim() === '')
    return { field: 'approval_number', message: '药品必须填写批准文号' };
  return null;
}

/** A batch may be stocked when it was made before it expires and has not expired yet. */
export function batchRefusal(
  b: { producedOn: string; expiresOn: string; stock: number },
  today: string,
): { field: string; message: string } | null {
  if (b.expiresOn <= b.producedOn) return { field: 'expires_on', message: '有效期至必须晚于生产日期' };
  if (b.producedOn > today) return { field: 'produced_on', message: '生产日期不能晚于今天' };
  if (b.expiresOn <= today) return { field: 'expires_on', message: '该批次已过期，不能入库销售' };
  if (!Number.isInteger(b.stock) || b.stock < 0)
    return { field: 'stock', message: '库存必须是不小于0的整数' };
  return null;
}

/** 阶梯价: up to 5 tiers, from 2 units on, more units always cheaper, every tier below the base price. */
export function ladderRefusal(
  tiers: readonly { number: number; price: number }[],
  basePrice: number,
): { field: string; message: string } | null {
  if (tiers.length > 5) return { field: 'ladders', message: '阶梯价最多设置5档' };
  for (const [i, tier] of tiers.entries()) {
    if (!Number.isInteger(tier.number) || tier.number < 2)
      return { field: 'ladders', message: '阶梯价的起购数量须不小于2' };
    if (tier.price <= 0 || tier.price >= basePrice)
      return { field: 'ladders', message: '阶梯价须大于0且低于供货价' };
    const previous = tiers[i - 1];
    if (previous && (tier.number <= previous.number || tier.price >= previous.price))
      return { field: 'ladders', message: '阶梯价须按数量递增、价格递减' };
  }
  return null;
}
