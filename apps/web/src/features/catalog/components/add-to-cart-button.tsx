import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import type { Goods } from '../api/types';

export const CART_COMING_SOON = '购物车即将上线';

export interface AddToCartButtonProps {
  goods: Pick<Goods, 'id' | 'is_buy' | 'buy_tip'>;
  quantity: number;
  /**
   * Puts the goods in the cart. The cart feature supplies it (spec §7: POST /api/cart after 200 ms);
   * until it does, the button is shown disabled.
   */
  onAdd?: (goodsId: number, quantity: number) => unknown;
}

/** 加入购物车 of the detail page: refused with its reason when the buyer may not buy. */
export function AddToCartButton({ goods, quantity, onAdd }: AddToCartButtonProps) {
  const [busy, setBusy] = useState(false);
  const refusal = goods.is_buy === 1 ? null : goods.buy_tip || '暂不可购买';
  const reason = onAdd ? refusal : CART_COMING_SOON;
  const button = (
    <Button
      type="primary"
      size="large"
      className="add-to-cart"
      icon={<ShoppingCartOutlined />}
      disabled={reason !== null}
      loading={busy}
      data-testid="add-to-cart"
      onClick={async () => {
        if (!onAdd) return;
        setBusy(true);
        try {
          await onAdd(goods.id, quantity);
        } finally {
          setBusy(false);
        }
      }}
    >
      加入购物车
    </Button>
  );
  if (reason === null) return button;
  // A disabled button fires no mouse events; the span carries the tooltip.
  return (
    <Tooltip title={reason}>
      <span className="add-to-cart__wrap">{button}</span>
    </Tooltip>
  );
}
