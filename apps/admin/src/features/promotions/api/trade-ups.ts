import {
  operatorTradeUps,
  operatorTradeUpsCreate,
  operatorTradeUpsDelete,
  operatorTradeUpsUpdate,
  type TradeUpInput,
} from '@yaocai/contract';
import { App } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { crudResource } from '../../../lib/save-resource';
import { promotionsKey } from './full-reductions';

/**
 * GET /api/operator/trade_ups: every 换购 activity with its threshold, goods and special prices; POST
 * /api/operator/trade_ups (new) or /api/operator/trade_ups/{id} (edit).
 */
export const tradeUps = crudResource<TradeUpInput, typeof operatorTradeUps>([...promotionsKey, 'trade-ups'], {
  list: operatorTradeUps,
  create: operatorTradeUpsCreate,
  update: operatorTradeUpsUpdate,
});

/** POST /api/operator/trade_ups/{id}/delete (refused once an order took one of its goods). */
export function useDeleteTradeUp() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const remove = useMutation({
    mutationFn: (id: number) => call(operatorTradeUpsDelete, { id }),
    onSuccess: () => {
      void message.success('换购活动已删除');
      return queryClient.invalidateQueries({ queryKey: tradeUps.key });
    },
  });
  return { deleting: remove.isPending ? (remove.variables ?? null) : null, onDelete: remove.mutate };
}
