import { goodsSubscribe, userSubscriptions, userSubscriptionsDelete } from '@yaocai/contract';
import type { SubscribeAnswer, SubscribeInput, SubscriptionDeleteAnswer } from '@yaocai/contract';
import type { SubscriptionStatus, SubscriptionType } from '@yaocai/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** Every page and filter of 到货/降价通知; a subscribe or a cancel invalidates them all. */
export const subscriptionsQueryKey = ['purchasing', 'subscriptions'] as const;

export interface SubscriptionListParams {
  page: number;
  status?: SubscriptionStatus;
  type?: SubscriptionType;
  goodsId?: number;
}

/** GET /api/user/subscriptions?page=&status=&type=&goods_id= */
export const subscriptionListQueryOptions = (q: SubscriptionListParams) =>
  queryOptions({
    queryKey: [
      ...subscriptionsQueryKey,
      q.goodsId ?? 'all',
      q.status ?? 'all',
      q.type ?? 'all',
      q.page,
    ] as const,
    queryFn: ({ signal }) =>
      call(
        userSubscriptions,
        { page: q.page, status: q.status, type: q.type, goods_id: q.goodsId },
        { signal },
      ),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useSubscriptionList = (q: SubscriptionListParams, enabled = true) =>
  useQuery({ ...subscriptionListQueryOptions(q), enabled });

/** The member's subscriptions of one goods (at most one per type), for the detail page's buttons. */
export function useGoodsSubscriptions(goodsId: number, enabled: boolean) {
  const { data } = useSubscriptionList({ page: 1, goodsId }, enabled);
  const find = (type: SubscriptionType) => data?.list.find((s) => s.type === type) ?? null;
  return { arrival: find('arrival'), price: find('price') };
}

/** POST /api/goods/{id}/subscribe {type, price?}: price in yuan. */
export function subscribeGoods(goodsId: number, input: SubscribeInput): Promise<SubscribeAnswer> {
  return call(goodsSubscribe, { id: goodsId, ...input });
}

export function useSubscribeGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ goodsId, input }: { goodsId: number; input: SubscribeInput }) =>
      subscribeGoods(goodsId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey }),
  });
}

/** DELETE /api/user/subscriptions/{id} */
export function cancelSubscription(id: number): Promise<SubscriptionDeleteAnswer> {
  return call(userSubscriptionsDelete, { id });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey }),
  });
}
