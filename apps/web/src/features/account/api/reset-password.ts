import type { ResetPasswordInput } from '@yaocai/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** POST /api/user/resetPassword: with the current password or an `update` SMS code; other sessions end. */
export function resetPassword(input: ResetPasswordInput): Promise<null> {
  return http.post<null>('/api/user/resetPassword', input);
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
