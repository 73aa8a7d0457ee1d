import { userUnbindWechat } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { profileQueryKey } from './profile';

/** DELETE /api/user/unbind_wechat (spec §7). */
export function unbindWechat(): Promise<null> {
  return call(userUnbindWechat);
}

export function useUnbindWechat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbindWechat,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
