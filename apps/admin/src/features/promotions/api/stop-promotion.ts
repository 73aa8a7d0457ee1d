import { App } from 'antd';
import {
  operatorActivityPricesDelete,
  operatorActivityPricesEnd,
  operatorCombinationsDelete,
  operatorCombinationsEnd,
  operatorFullReductionsDelete,
  operatorFullReductionsEnd,
} from '@yaocai/contract';
import { call } from '../../../lib/http';
import { promotionsKey } from './full-reductions';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

export type StoppablePromotion = 'full_reductions' | 'activity_prices' | 'combinations';
export type StopAction = 'end' | 'delete';

const stops = {
  full_reductions: { end: operatorFullReductionsEnd, delete: operatorFullReductionsDelete },
  activity_prices: { end: operatorActivityPricesEnd, delete: operatorActivityPricesDelete },
  combinations: { end: operatorCombinationsEnd, delete: operatorCombinationsDelete },
} as const;

/**
 * POST /api/operator/{full_reductions|activity_prices|combinations}/{id}/end (the end time becomes now) or
 * …/{id}/delete (refused with 422 once something was ordered under it).
 */
export function stopPromotion(what: StoppablePromotion, id: number, action: StopAction) {
  return call(stops[what][action], { id });
}

export function useStopPromotion(what: StoppablePromotion) {
  return useRefreshingMutation(
    ({ id, action }: { id: number; action: StopAction }) => stopPromotion(what, id, action),
    promotionsKey,
  );
}

/** The table's 结束/删除 handler: which row is busy, and a success message once the API agrees. */
export function usePromotionStopper(what: StoppablePromotion, noun: string) {
  const stop = useStopPromotion(what);
  const { message } = App.useApp();
  const onStop = (row: { id: number }, action: StopAction) =>
    stop.mutate(
      { id: row.id, action },
      { onSuccess: () => void message.success(action === 'end' ? `${noun}已结束` : `${noun}已删除`) },
    );
  return { busyId: stop.isPending ? (stop.variables?.id ?? null) : null, onStop };
}
