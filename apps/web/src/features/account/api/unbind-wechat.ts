import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { profileQueryKey } from './profile';

/** DELETE /api/user/unbind_wechat (spec §7). */
export function unbindWechat(): Promise<null> {
  return http.delete<null>('/api/user/unbind_wechat');
}

export function useUnbindWechat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbindWechat,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
