import { userRegisterWechat } from '@yaocai/contract';
import type { WechatRegisterAnswer, WechatRegisterInput } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { LOGIN_FLAG_KEY } from './login';
import { profileQueryKey } from './profile';

/** POST /api/user/register/wechat: registers from a confirmed WeChat scan and logs the new member in. */
export function registerWithWechat(input: WechatRegisterInput): Promise<WechatRegisterAnswer> {
  return call(userRegisterWechat, input);
}

export function useRegisterWithWechat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerWithWechat,
    onSuccess: async () => {
      // Logged in now: like a login, the next route change reloads once (spec §4).
      sessionStorage.setItem(LOGIN_FLAG_KEY, '1');
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
