import { GOODS_KIND_LABELS, GOODS_KINDS, isExpired, isNearExpiry, type GoodsKindCode } from '@yaocai/domain';

export const GOODS_KIND_OPTIONS = GOODS_KINDS.map((kind) => ({
  value: kind,
  label: GOODS_KIND_LABELS[kind],
}));

export const ON_SALE_OPTIONS = [
  { value: '1', label: '已上架' },
  { value: '0', label: '已下架' },
];

export function isGoodsKind(value: unknown): value is GoodsKindCode {
  return (GOODS_KINDS as readonly unknown[]).includes(value);
}

export type ExpiryState = 'none' | 'expired' | 'near' | 'ok';

/**
 * How a batch's 有效期至 reads today: expired, near expiry (less than six months left, the same rule as
 * the storefront's 近效期 zone), fine, or none at all ('' when no batch has stock).
 */
export function expiryState(expiresOn: string, today: string): ExpiryState {
  if (!expiresOn) return 'none';
  if (isExpired(expiresOn, today)) return 'expired';
  return isNearExpiry(expiresOn, today) ? 'near' : 'ok';
}

/** 器械类别 as the catalogue writes it. */
export const DEVICE_CLASSES = ['第一类', '第二类', '第三类'] as const;
