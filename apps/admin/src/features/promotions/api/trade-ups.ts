import {
  operatorTradeUps,
  operatorTradeUpsCreate,
  operatorTradeUpsDelete,
  operatorTradeUpsUpdate,
  type TradeUpInput,
} from '@yaocai/contract';
import { App } from 'antd';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { saveResource } from '../../../lib/save-resource';
import { promotionsKey } from './full-reductions';

export const tradeUpsKey = [...promotionsKey, 'trade-ups'] as const;

/** GET /api/operator/trade_ups: every 换购 activity with its threshold, goods and special prices. */
export const tradeUpsQueryOptions = () =>
  queryOptions({
    queryKey: tradeUpsKey,
    queryFn: ({ signal }) => call(operatorTradeUps, undefined, { signal }),
  });

export const useTradeUps = () => useQuery(tradeUpsQueryOptions());

/** POST /api/operator/trade_ups (new) or /api/operator/trade_ups/{id} (edit). */
const tradeUpSaving = saveResource<TradeUpInput>({
  create: operatorTradeUpsCreate,
  update: operatorTradeUpsUpdate,
  refreshes: tradeUpsKey,
});
export const useSaveTradeUp = tradeUpSaving.useSave;

/** POST /api/operator/trade_ups/{id}/delete (refused once an order took one of its goods). */
export function useDeleteTradeUp() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const remove = useMutation({
    mutationFn: (id: number) => call(operatorTradeUpsDelete, { id }),
    onSuccess: () => {
      void message.success('换购活动已删除');
      return queryClient.invalidateQueries({ queryKey: tradeUpsKey });
    },
  });
  return { deleting: remove.isPending ? (remove.variables ?? null) : null, onDelete: remove.mutate };
}
