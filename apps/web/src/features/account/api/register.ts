import { userRegister } from '@yaocai/contract';
import type { RegisterAnswer, RegisterInput } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { LOGIN_FLAG_KEY } from './login';
import { profileQueryKey } from './profile';

/** POST /api/user/register: the whole registration; the new member is logged in, awaiting review. */
export function register(input: RegisterInput): Promise<RegisterAnswer> {
  return call(userRegister, input);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: async () => {
      sessionStorage.setItem(LOGIN_FLAG_KEY, '1');
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
