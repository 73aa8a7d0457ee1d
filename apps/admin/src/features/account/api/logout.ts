import { userLogout } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** DELETE /api/user/logout */
export function logout(): Promise<unknown> {
  return call(userLogout);
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Nothing of this staff member may show to the next one.
    onSettled: () => queryClient.clear(),
  });
}
