import { Link } from 'react-router';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { badgeText } from '@yaocai/domain';
import { useCartTotal } from '../../features/cart/api/cart-total';
import { paths } from '../paths';

/** Header cart entry; the badge is capped at 99 (99+). */
export function CartButton({ small }: { small?: boolean }) {
  const { data: total = 0 } = useCartTotal();
  return (
    <Link to={paths.cart} className={small ? 'cart-button cart-button--small' : 'cart-button'}>
      <ShoppingCartOutlined className="cart-button__icon" />
      <span>我的购物车</span>
      <span
        className={total > 0 ? 'cart-badge' : 'cart-badge is-empty'}
        data-testid={small ? undefined : 'cart-badge'}
      >
        {badgeText(total)}
      </span>
    </Link>
  );
}
