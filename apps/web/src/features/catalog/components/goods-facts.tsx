import { expiryLevel } from '../../../lib/expiry';
import type { Goods } from '../api/types';

/** Stock as a buyer reads it: the count, 库存紧张 when low, 暂时缺货 at zero. */
export function StockText({ goods }: { goods: Pick<Goods, 'number' | 'middle_pack'> }) {
  if (goods.number <= 0) return <span className="stock stock--out">暂时缺货</span>;
  const low = goods.number < Math.max(10, (goods.middle_pack ?? 1) * 2);
  return (
    <span className={low ? 'stock stock--low' : 'stock'}>{low ? `仅剩${goods.number}` : goods.number}</span>
  );
}

/** The nearest expiry of the stock on sale: orange when near expiry, red within 3 months. */
export function ExpiryText({ goods, prominent }: { goods: Pick<Goods, 'expires_on'>; prominent?: boolean }) {
  if (!goods.expires_on) return <span className="expiry expiry--none">—</span>;
  const level = expiryLevel(goods.expires_on);
  const className = ['expiry', level !== 'normal' && `expiry--${level}`, prominent && 'expiry--big']
    .filter(Boolean)
    .join(' ');
  return <span className={className}>{goods.expires_on}</span>;
}
