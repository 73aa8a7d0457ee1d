import { paths } from '../../../app/paths';

export const ADDED_TEXT = '已加入购物车';

/**
 * The toast after an add-to-cart. It renders in antd's message holder, outside the router, so the
 * caller passes the navigation to the cart.
 */
export function AddedToCartMessage({ note, onGoToCart }: { note?: string; onGoToCart: () => void }) {
  return (
    <span data-testid="add-to-cart-success">
      {ADDED_TEXT}
      {note}
      <a
        href={paths.cart}
        className="add-to-cart-msg__link"
        onClick={(e) => {
          e.preventDefault();
          onGoToCart();
        }}
      >
        去结算
      </a>
    </span>
  );
}
