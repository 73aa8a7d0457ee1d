import { userLogout } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** DELETE /api/user/logout */
export const logout = (): Promise<unknown> => call(userLogout);

/** Logs out; nothing of this staff member may show to the next one. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logout, onSettled: () => queryClient.clear() });
}
