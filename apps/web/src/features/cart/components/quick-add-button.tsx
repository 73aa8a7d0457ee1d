import { Button, Tooltip } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useQuickAdd } from '../hooks/use-quick-add';

export interface QuickAddButtonProps {
  goods: { id: number; is_buy: number; buy_tip: string | null; number: number; base_price: string | null };
  /** 'icon' for goods cards, 'text' for table rows. */
  variant?: 'icon' | 'text';
}

/** 加入购物车 of one middle pack, for goods cards and list rows. */
export function QuickAddButton({ goods, variant = 'text' }: QuickAddButtonProps) {
  const { quickAdd, pendingId } = useQuickAdd();
  const reason =
    goods.base_price === null
      ? null // prices hidden: the card already says why (登录后可见 / 资质审核通过后可见)
      : goods.number <= 0
        ? '暂时缺货'
        : goods.is_buy === 1
          ? null
          : goods.buy_tip || '暂不可购买';
  if (goods.base_price === null) return null;
  const button = (
    <Button
      size="small"
      type={variant === 'icon' ? 'primary' : 'default'}
      className={`quick-add quick-add--${variant}`}
      icon={<ShoppingCartOutlined />}
      disabled={reason !== null}
      loading={pendingId === goods.id}
      data-testid="quick-add"
      aria-label="加入购物车"
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        void quickAdd(goods.id);
      }}
    >
      {variant === 'text' ? '加入购物车' : null}
    </Button>
  );
  if (reason === null) return button;
  return (
    <Tooltip title={reason}>
      <span className="quick-add__wrap">{button}</span>
    </Tooltip>
  );
}
