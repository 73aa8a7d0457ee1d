import { userUpdateUserInfo } from '@yaocai/contract';
import type { UpdateUserInfoInput } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { basicInfoQueryKey } from './basic-info';
import { profileQueryKey } from './profile';

/** POST /api/user/updateUserInfo: contact person and phone (mobile or area code-landline). */
export function updateUserInfo(input: UpdateUserInfoInput): Promise<null> {
  return call(userUpdateUserInfo, input);
}

export function useUpdateUserInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserInfo,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: basicInfoQueryKey });
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
