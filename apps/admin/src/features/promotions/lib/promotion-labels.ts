import { ACTIVITY_PRICE_KINDS, PROMOTION_STATES, type PromotionState } from '@yaocai/contract';
import { paths } from '../../../app/paths';
import type { SectionTab } from '../../../components/section-header';

export const PROMOTION_TABS: readonly SectionTab[] = [
  { path: paths.fullReductions, label: '满减活动' },
  { path: paths.tradeUps, label: '换购' },
  { path: paths.activityPrices, label: '秒杀/每日特价' },
  { path: paths.draws, label: '抽奖活动' },
  { path: paths.pointsMall, label: '积分商城' },
  { path: paths.couponTemplates, label: '领券中心' },
  { path: paths.cashbackRules, label: '满额返现' },
  { path: paths.storewide, label: '全场折扣' },
  { path: paths.combinations, label: '组合购' },
  { path: paths.promotionPreview, label: '促销预览' },
];

/** A promotion switched off by staff (全场折扣, 换购) is 已停用 whatever its window. */
export type ShownPromotionState = PromotionState | 'off';

export const STATE_COLORS: Record<ShownPromotionState, string> = {
  upcoming: 'processing',
  running: 'success',
  ended: 'default',
  off: 'warning',
};

export const STATE_FILTERS: readonly { key: PromotionState | 'all'; label: string }[] = [
  { key: 'all', label: '全部' },
  ...(Object.keys(PROMOTION_STATES) as PromotionState[]).map((key) => ({
    key,
    label: PROMOTION_STATES[key],
  })),
];

export function isPromotionState(value: unknown): value is PromotionState {
  return typeof value === 'string' && Object.hasOwn(PROMOTION_STATES, value);
}

export type ActivityKind = keyof typeof ACTIVITY_PRICE_KINDS;

export const ACTIVITY_KIND_OPTIONS = (Object.keys(ACTIVITY_PRICE_KINDS) as ActivityKind[]).map((kind) => ({
  value: kind,
  label: ACTIVITY_PRICE_KINDS[kind],
}));

export function isActivityKind(value: unknown): value is ActivityKind {
  return typeof value === 'string' && Object.hasOwn(ACTIVITY_PRICE_KINDS, value);
}

/** 限购 as staff read it: 0 is no limit. */
export function limitText(limit: number, unit = '件'): string {
  return limit > 0 ? `每人限购 ${limit}${unit}` : '不限购';
}
