import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A mutation after whose success the queries under `queryKey` read again (the lists and details it changed). */
export function useRefreshingMutation<V, R>(mutationFn: (variables: V) => Promise<R>, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey }) });
}
