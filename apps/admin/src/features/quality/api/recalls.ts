import {
  operatorRecallHoldsRefund,
  operatorRecallHoldsRepick,
  operatorRecalls,
  operatorRecallsBatches,
  operatorRecallsClose,
  operatorRecallsCreate,
  operatorRecallsDetail,
  type RecallCloseInput,
  type RecallCreateInput,
  type RecallsQuery,
} from '@yaocai/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const recallsKey = ['operator', 'recalls'] as const;

/** GET /api/operator/recalls */
export const useRecalls = (query: RecallsQuery) =>
  useQuery({
    queryKey: [...recallsKey, 'list', query],
    queryFn: ({ signal }) => call(operatorRecalls, query, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/operator/recalls/batches: batches for the recall form. */
export const useRecallBatches = (keyword: string, enabled: boolean) =>
  useQuery({
    queryKey: [...recallsKey, 'batches', keyword],
    queryFn: ({ signal }) => call(operatorRecallsBatches, { keyword }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });

/** GET /api/operator/recalls/{id} */
export const useRecall = (id: number) =>
  useQuery({
    queryKey: [...recallsKey, 'detail', id],
    queryFn: ({ signal }) => call(operatorRecallsDetail, { id }, { signal }),
  });

function useRecallMutation<I, A>(run: (input: I) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recallsKey }),
        queryClient.invalidateQueries({ queryKey: ['operator', 'orders'] }),
      ]),
  });
}

/** POST /api/operator/recalls */
export const useStartRecall = () =>
  useRecallMutation((input: RecallCreateInput) => call(operatorRecallsCreate, input));

/** POST /api/operator/recalls/{id}/close */
export const useCloseRecall = () =>
  useRecallMutation((input: RecallCloseInput & { id: number }) => call(operatorRecallsClose, input));

/** POST /api/operator/recall-holds/{id}/repick | refund */
export const useResolveHold = () =>
  useRecallMutation(({ id, step }: { id: number; step: 'repick' | 'refund' }) =>
    call(step === 'repick' ? operatorRecallHoldsRepick : operatorRecallHoldsRefund, { id }),
  );
