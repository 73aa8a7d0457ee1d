import type { ReactNode } from 'react';

export interface PriceTagProps {
  /** Yuan string such as "12.50"; null when the buyer may not see the price. */
  price: string | null | undefined;
  /** Shown in place of the price when it is null (登录后可见, 资质审核通过后可见). */
  tip?: string | null;
  /** Struck-through reference price (original price of a flash sale or special). */
  original?: string | null;
  size?: 'sm' | 'md' | 'lg';
  suffix?: ReactNode;
}

/** Red storefront price, split so the fen part can be drawn smaller. */
export function PriceTag({ price, tip, original, size = 'md', suffix }: PriceTagProps) {
  if (price === null || price === undefined || price === '') {
    return <span className={`price-tag price-tag--tip price-tag--${size}`}>{tip || '登录后可见'}</span>;
  }
  const [whole, fraction = '00'] = price.split('.');
  return (
    <span className={`price-tag price-tag--${size}`}>
      <span className="price-tag__now">
        <span className="price-tag__symbol">¥</span>
        <span className="price-tag__int">{whole}</span>
        <span className="price-tag__dec">.{fraction.padEnd(2, '0')}</span>
      </span>
      {original && original !== price ? <del className="price-tag__original">¥{original}</del> : null}
      {suffix}
    </span>
  );
}
