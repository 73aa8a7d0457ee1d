import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** DELETE /api/user/logout */
export function logout(): Promise<unknown> {
  return http.delete<unknown>('/api/user/logout');
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Nothing of this staff member may show to the next one.
    onSettled: () => queryClient.clear(),
  });
}
