import { userLogin } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { profileQueryKey } from './profile';
import type { LoginInput, LoginResult } from './types';

export const LOGIN_FLAG_KEY = 'login_flag';

export function login(input: LoginInput): Promise<LoginResult> {
  return call(userLogin, input);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async () => {
      // Spec §4: the next route change reloads the page once so every block sees the session.
      sessionStorage.setItem(LOGIN_FLAG_KEY, '1');
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
