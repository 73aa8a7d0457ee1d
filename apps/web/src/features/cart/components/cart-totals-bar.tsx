import type { ReactNode } from 'react';
import { Button, Checkbox, Popconfirm } from 'antd';
import type { CartTotals } from '../api/types';

export interface CartTotalsBarProps {
  totals: CartTotals;
  allSelected: boolean;
  someSelected: boolean;
  canSelect: boolean;
  invalidCount: number;
  busy?: boolean;
  onSelectAll: (selected: boolean) => void;
  onDeleteSelected: () => Promise<unknown>;
  onClearInvalid: () => Promise<unknown>;
  onCheckout: () => void;
  /** 复制到门店 for a chain headquarters. */
  extra?: ReactNode;
}

/** The sticky bottom bar: selection, amounts of the selected lines and 去结算. */
export function CartTotalsBar({
  totals,
  allSelected,
  someSelected,
  canSelect,
  invalidCount,
  busy,
  onSelectAll,
  onDeleteSelected,
  onClearInvalid,
  onCheckout,
  extra,
}: CartTotalsBarProps) {
  const none = totals.selected_count === 0;
  return (
    <div className="cart-bar" data-testid="cart-bar">
      <div className="cart-bar__left">
        <Checkbox
          checked={allSelected}
          indeterminate={someSelected}
          disabled={!canSelect}
          onChange={(e) => onSelectAll(e.target.checked)}
        >
          全选
        </Checkbox>
        <Popconfirm
          title={`确定删除选中的 ${totals.selected_count} 种商品吗？`}
          okText="删除"
          cancelText="取消"
          disabled={none}
          onConfirm={onDeleteSelected}
        >
          <button type="button" className="cart-bar__link" disabled={none} data-testid="cart-delete-selected">
            删除选中
          </button>
        </Popconfirm>
        {invalidCount > 0 && (
          <Popconfirm
            title={`确定清除 ${invalidCount} 种失效商品吗？`}
            okText="清除"
            cancelText="取消"
            onConfirm={onClearInvalid}
          >
            <button type="button" className="cart-bar__link">
              清除失效商品
            </button>
          </Popconfirm>
        )}
        {extra}
      </div>
      <div className="cart-bar__right">
        <div className="cart-bar__count">
          已选 <b data-testid="cart-selected-count">{totals.selected_count}</b> 种商品，共{' '}
          <b>{totals.selected_number}</b> 件
        </div>
        <dl className="cart-bar__amounts">
          <dt>商品金额：</dt>
          <dd data-testid="cart-goods-amount">¥{totals.goods_amount}</dd>
          <dt>满减：</dt>
          <dd data-testid="cart-manjian-amount">-¥{totals.manjian_amount}</dd>
          <dt>运费：</dt>
          <dd data-testid="cart-shipping-amount">¥{totals.shipping_amount}</dd>
        </dl>
        <div className="cart-bar__payable">
          应付总额：
          <span className="cart-bar__total" data-testid="cart-total">
            ¥{totals.payable_amount}
          </span>
        </div>
        <Button
          type="primary"
          size="large"
          className="cart-bar__checkout"
          disabled={none}
          loading={busy}
          onClick={onCheckout}
          data-testid="cart-checkout"
        >
          去结算{none ? '' : `（${totals.selected_count}）`}
        </Button>
      </div>
    </div>
  );
}
