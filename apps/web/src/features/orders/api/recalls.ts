import { orderRecall, orderRecallReturn, recallNoticeList, recallNoticesAcknowledge } from '@yaocai/contract';
import type { RecallAcknowledgeInput } from '@yaocai/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const recallNoticesKey = ['recall-notices'] as const;

/** GET /api/recall-notices, or GET /api/order/{id}/recall for one order's. */
export const useRecallNotices = (orderId?: number) =>
  useQuery({
    queryKey: [...recallNoticesKey, orderId ?? 'all'],
    queryFn: ({ signal }) =>
      orderId ? call(orderRecall, { id: orderId }, { signal }) : call(recallNoticeList, {}, { signal }),
  });

function useRecallStep<I, A>(run: (input: I) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recallNoticesKey }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
      ]),
  });
}

/** POST /api/order/{id}/recall-return: the recalled units become one return request. */
export const useRecallReturn = () =>
  useRecallStep((orderId: number) => call(orderRecallReturn, { id: orderId }));

/** POST /api/recall-notices/{id}/acknowledge */
export const useAcknowledgeRecall = () =>
  useRecallStep((input: RecallAcknowledgeInput & { id: number }) => call(recallNoticesAcknowledge, input));
