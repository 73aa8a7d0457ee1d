import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { ADD_TO_CART_DELAY_MS } from '@yaocai/domain';
import { paths } from '../../../app/paths';
import { AddedToCartMessage } from '../components/added-to-cart-message';
import { ApiError } from '@yaocai/web-kit/http';
import { addCartLines } from '../api/add-to-cart';
import { cartQueryKey } from '../api/cart-list';
import type { AddResult } from '../api/types';

export interface AddOptions {
  /** The price the page showed, yuan (a display hint; the server recomputes it). */
  price?: string | null;
  /** 1 flash sale, 3 combination; normal goods leave it out. */
  type?: number;
  /** The activity (type 1) or combination (type 3) id. */
  ckId?: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Puts goods in the cart (spec §7: POST /api/cart, delayed ADD_TO_CART_DELAY_MS), says 已加入购物车
 * with a 去结算 link and refreshes the cart badge, drawer and page. `add` resolves true when added;
 * a refusal has already been shown by http.ts, so it resolves false rather than throwing.
 */
export function useAddToCart() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const inFlight = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const notify = useCallback(
    (result: AddResult) => {
      const changed = result.lines.find((l) => l.price_changed);
      void message.success({
        key: 'add-to-cart',
        content: (
          <AddedToCartMessage
            note={changed?.price_changed ? `（价格已更新为¥${changed.price_changed.to}）` : ''}
            onGoToCart={() => navigate(paths.cart)}
          />
        ),
      });
    },
    [message, navigate],
  );

  const add = useCallback(
    async (goodsId: number, number: number, options: AddOptions = {}): Promise<boolean> => {
      inFlight.current += 1;
      setPending(true);
      try {
        await wait(ADD_TO_CART_DELAY_MS);
        const result = await addCartLines([
          {
            goods_id: goodsId,
            number,
            price: options.price ?? undefined,
            type: options.type,
            ck_id: options.ckId ?? 0,
          },
        ]);
        notify(result);
        void queryClient.invalidateQueries({ queryKey: cartQueryKey });
        return true;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return false;
      } finally {
        inFlight.current -= 1;
        if (mounted.current && inFlight.current === 0) setPending(false);
      }
    },
    [notify, queryClient],
  );

  return { add, pending };
}
