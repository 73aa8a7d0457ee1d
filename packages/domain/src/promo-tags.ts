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
