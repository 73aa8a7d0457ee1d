/** Promotion tag colours of spec §9; anything unknown is the storefront's red. */

export const PROMO_TAG_COLORS = {
  优: '#1677ff',
  秒: '#fa541c',
  满: '#f5222d',
  换购: '#722ed1',
  赠: '#13c2c2',
  特: '#fa8c16',
  新: '#52c41a',
} as const;

export type PromoTagName = keyof typeof PROMO_TAG_COLORS;

export const DEFAULT_PROMO_TAG_COLOR = '#e4393c';

// Longest first, so "换购" is found before any one-character key could match.
const KEYS = (Object.keys(PROMO_TAG_COLORS) as PromoTagName[]).sort((a, b) => b.length - a.length);

/** Tags arrive as "满" or spelled out ("满减", "秒杀", "新品"); the leading word decides. */
export function promoTagColor(name: string | null | undefined): string {
  const tag = (name ?? '').trim();
  const key = KEYS.find((candidate) => tag.startsWith(candidate));
  return key ? PROMO_TAG_COLORS[key] : DEFAULT_PROMO_TAG_COLOR;
}

/** A goods shows 新 for this many days after it was listed. */
export const NEW_GOODS_DAYS = 30;

/** What a promotion tag stands for (trade_up: the goods is offered by a running 换购 activity). */
export type PromotionKind = 'spike' | 'daily' | 'full_reduction' | 'gift' | 'trade_up';

export interface PromotionWindow {
  kind: PromotionKind;
  startsAt: Date;
  endsAt: Date;
}

const TAG_OF_PROMOTION: Record<PromotionKind, PromoTagName> = {
  spike: '秒',
  daily: '特',
  full_reduction: '满',
  gift: '赠',
  trade_up: '换购',
};
const TAG_ORDER = Object.keys(PROMO_TAG_COLORS) as PromoTagName[];
const DAY_MS = 86_400_000;

/**
 * The tags a goods shows at `now`, in spec §9 order. Each follows from a fact: 优 from the goods'
 * flag, 新 from its listing date, the others from a promotion running at `now` (start included,
 * end excluded, as the cart prices it).
 */
export function goodsTags(
  goods: { isYoux: boolean; createdAt: Date; promotions: readonly PromotionWindow[] },
  now: Date,
): PromoTagName[] {
  const tags = new Set<PromoTagName>();
  if (goods.isYoux) tags.add('优');
  for (const p of goods.promotions)
    if (p.startsAt <= now && now < p.endsAt) tags.add(TAG_OF_PROMOTION[p.kind]);
  if (now.getTime() - goods.createdAt.getTime() < NEW_GOODS_DAYS * DAY_MS) tags.add('新');
  return TAG_ORDER.filter((tag) => tags.has(tag));
}
