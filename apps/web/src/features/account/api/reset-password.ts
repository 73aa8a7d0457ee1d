import { userResetPassword } from '@yaocai/contract';
import type { ResetPasswordInput } from '@yaocai/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** POST /api/user/resetPassword: with the current password or an `update` SMS code; other sessions end. */
export function resetPassword(input: ResetPasswordInput): Promise<null> {
  return call(userResetPassword, input);
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
