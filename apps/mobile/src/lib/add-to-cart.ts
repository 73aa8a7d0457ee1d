import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartAdd } from '@yaocai/contract';
import { call } from './http';

/** Adds `number` units of a goods (one 中包装 by default) and refreshes the tab bar's badge. */
export function useAddToCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ goodsId, number }: { goodsId: number; number: number }) =>
      call(cartAdd, { params: [{ goods_id: goodsId, number }] }),
    onSuccess: (answer) => {
      client.setQueryData(['cart-total'], { total: answer.total });
      void client.invalidateQueries({ queryKey: ['cart'] });
      // The toast (with its animation library) loads with the first add, not with the page.
      void import('./feedback').then(({ Toast }) => {
        if (answer.skipped.length > 0) Toast.show({ content: answer.skipped[0]!.reason });
        else Toast.show({ icon: 'success', content: '已加入购物车' });
      });
    },
  });
}
