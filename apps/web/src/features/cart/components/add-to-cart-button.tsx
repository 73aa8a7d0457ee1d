import { Button, Tooltip, type ButtonProps } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useAddToCart, type AddOptions } from '../hooks/use-add-to-cart';

export interface AddToCartButtonProps extends AddOptions {
  goodsId: number;
  /** Units to add. */
  number: number;
  /** Why the buyer may not add it now (is_buy 0, no stock, not approved…); disables the button. */
  disabledReason?: string | null;
  size?: ButtonProps['size'];
  /** Defaults to 加入购物车. */
  label?: string;
  className?: string;
  /** Runs after a successful add. */
  onAdded?: () => void;
}

/** 加入购物车 for any goods: waits the spec's 200 ms, posts, and shows 已加入购物车 with 去结算. */
export function AddToCartButton({
  goodsId,
  number,
  price,
  type,
  ckId,
  disabledReason,
  size = 'middle',
  label = '加入购物车',
  className,
  onAdded,
}: AddToCartButtonProps) {
  const { add, pending } = useAddToCart();
  const button = (
    <Button
      type="primary"
      size={size}
      className={className ? `add-to-cart ${className}` : 'add-to-cart'}
      icon={<ShoppingCartOutlined />}
      disabled={Boolean(disabledReason)}
      loading={pending}
      data-testid="add-to-cart"
      onClick={async () => {
        if (await add(goodsId, number, { price, type, ckId })) onAdded?.();
      }}
    >
      {label}
    </Button>
  );
  if (!disabledReason) return button;
  // A disabled button fires no mouse events; the span carries the tooltip.
  return (
    <Tooltip title={disabledReason}>
      <span className="add-to-cart__wrap">{button}</span>
    </Tooltip>
  );
}
