import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm } from 'antd';
import { paths } from '../../../app/paths';
import { ApiError } from '@yaocai/web-kit/http';
import { cartQueryKey } from '../../cart/api/cart-list';
import { cancelOrder, confirmReceipt, ordersQueryKey } from '../api/orders';
import { reorderOrder } from '../../repeat/api/repeat';
import { ReorderResult } from '../../repeat/components/reorder-result';
import type { OrderSummary } from '../api/types';

export interface OrderActionsProps {
  order: Pick<OrderSummary, 'id' | 'actions' | 'has_special'>;
  /** Opens the after-sales form in place (detail page); otherwise 申请售后 links to the detail page. */
  onApplyAfterSale?: () => void;
  size?: 'small' | 'middle';
  /** Hide 查看物流 where the timeline is already on the page. */
  hideLogistics?: boolean;
}

/** The buttons the API says this order allows now: 去支付, 取消订单, 确认收货, 再次购买, 申请售后, 查看物流. */
export function OrderActions({ order, onApplyAfterSale, size = 'small', hideLogistics }: OrderActionsProps) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const can = (a: string) => order.actions.includes(a as OrderSummary['actions'][number]);

  const run = async (name: string, action: () => Promise<unknown>, done: string) => {
    setBusy(name);
    try {
      await action();
      void message.success(done);
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(null);
    }
  };

  const rebuy = async () => {
    setBusy('rebuy');
    try {
      const result = await reorderOrder(order.id);
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
      modal.info({
        title: `再次购买：已加入 ${result.added + result.changed} 种，其中 ${result.changed} 种有变化，${result.not_added} 种未加入`,
        width: 760,
        icon: null,
        content: <ReorderResult answer={result} />,
        okText: '去购物车',
        onOk: () => navigate(paths.cart),
      });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="order-actions">
      {can('pay') && (
        <Button
          type="primary"
          size={size}
          onClick={() => navigate(order.has_special ? paths.cartHmWith(order.id) : paths.cartStep3(order.id))}
          data-testid="order-pay"
        >
          去支付
        </Button>
      )}
      {can('confirm') && (
        <Popconfirm
          title="确认已收到全部商品吗？"
          okText="确认收货"
          cancelText="取消"
          onConfirm={() => run('confirm', () => confirmReceipt(order.id), '已确认收货')}
        >
          <Button type="primary" size={size} loading={busy === 'confirm'} data-testid="order-confirm">
            确认收货
          </Button>
        </Popconfirm>
      )}
      {can('upload_receipt') && (
        <Link to={paths.receipts}>
          <Button size={size} danger>
            上传回执
          </Button>
        </Link>
      )}
      {can('after_sale') &&
        (onApplyAfterSale ? (
          <Button size={size} onClick={onApplyAfterSale} data-testid="apply-after-sale">
            申请售后
          </Button>
        ) : (
          <Link to={`${paths.orderInfo(order.id)}?after_sale=1`}>
            <Button size={size} data-testid="apply-after-sale">
              申请售后
            </Button>
          </Link>
        ))}
      {can('rebuy') && (
        <Button size={size} loading={busy === 'rebuy'} onClick={rebuy} data-testid="order-rebuy">
          再次购买
        </Button>
      )}
      {can('logistics') && !hideLogistics && (
        <Link to={paths.orderLogistics(order.id)}>
          <Button size={size}>查看物流</Button>
        </Link>
      )}
      {can('cancel') && (
        <Popconfirm
          title="确定取消该订单吗？"
          description="取消后库存、优惠券和红包将退回"
          okText="取消订单"
          cancelText="再想想"
          onConfirm={() => run('cancel', () => cancelOrder(order.id), '订单已取消')}
        >
          <Button size={size} type="text" loading={busy === 'cancel'} data-testid="order-cancel">
            取消订单
          </Button>
        </Popconfirm>
      )}
    </div>
  );
}
