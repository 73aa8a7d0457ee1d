import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { ApiError } from '@yaocai/web-kit/http';
import { paths } from '../../../app/paths';
import { buyAgain } from '../api/fast-buy';
import { cartQueryKey } from '../api/cart-list';

/**
 * Adds goods from the buyer's history (快捷采购, 常购清单) to the cart: one call, the cart refreshed, and
 * the goods that could not be added named with their reason. `add` resolves true when the call went through.
 */
export function useBuyAgain() {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const add = async (items: { goods_id: number; number: number }[]) => {
    if (items.length === 0) return false;
    setBusy(true);
    try {
      const result = await buyAgain(items);
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
      if (result.skipped.length > 0) {
        modal.info({
          title: `已加入购物车 ${result.lines.length} 种商品`,
          content: result.skipped.map((s) => s.reason).join('；'),
          okText: '去购物车',
          onOk: () => navigate(paths.cart),
        });
      } else {
        void message.success(`已加入购物车 ${result.lines.length} 种商品`);
      }
      return true;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { add, busy };
}
