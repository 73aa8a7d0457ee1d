import { userLogout } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { EMPTY_PROFILE, profileQueryKey, profileQueryOptions } from './profile';

export function logout(): Promise<unknown> {
  return call(userLogout);
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      queryClient.setQueryData(profileQueryKey, EMPTY_PROFILE);
      // Everything member-specific (cart, messages, prices) must be read again as a visitor.
      await queryClient.invalidateQueries();
      // The visitor profile still carries the default service contact and the hotline.
      await queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 });
    },
  });
}
