import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { ADD_TO_CART_DELAY_MS } from '@yaocai/domain';
import { paths } from '../../../app/paths';
import { ApiError } from '@yaocai/web-kit/http';
import { quickAddToCart } from '../api/add-to-cart';
import { cartQueryKey } from '../api/cart-list';
import { AddedToCartMessage } from '../components/added-to-cart-message';

/**
 * Quick add from goods cards and list rows: one middle pack (POST api/cart/quick_add/{id}), after the
 * same 200 ms delay as every add-to-cart. `pendingId` is the goods being added.
 */
export function useQuickAdd() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pendingId, setPendingId] = useState<number | null>(null);

  const quickAdd = useCallback(
    async (goodsId: number): Promise<boolean> => {
      setPendingId(goodsId);
      try {
        await new Promise((resolve) => setTimeout(resolve, ADD_TO_CART_DELAY_MS));
        const result = await quickAddToCart(goodsId);
        const line = result.lines[0];
        void message.success({
          key: 'add-to-cart',
          content: (
            <AddedToCartMessage
              note={line ? `（购物车中共${line.number}）` : ''}
              onGoToCart={() => navigate(paths.cart)}
            />
          ),
        });
        void queryClient.invalidateQueries({ queryKey: cartQueryKey });
        return true;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return false;
      } finally {
        setPendingId((id) => (id === goodsId ? null : id));
      }
    },
    [message, navigate, queryClient],
  );

  return { quickAdd, pendingId };
}
