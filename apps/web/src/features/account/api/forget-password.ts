import { userForgetCode, userForgetReset, userForgetVerify } from '@yaocai/contract';
import type { ForgetCodeAnswer, ForgetVerifyAnswer } from '@yaocai/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** POST /api/user/forget/code: the code goes to the phone on record of that username or phone. */
export function sendResetCode(account: string): Promise<ForgetCodeAnswer> {
  return call(userForgetCode, { account });
}

/** POST /api/user/forget/verify: the code proves the phone; answers the reset token. */
export function verifyResetCode(input: { account: string; code: string }): Promise<ForgetVerifyAnswer> {
  return call(userForgetVerify, input);
}

/** POST /api/user/forget/reset: the new password; every session of the account ends. */
export function resetPassword(input: { token: string; password: string }): Promise<null> {
  return call(userForgetReset, input);
}

export const useSendResetCode = () => useMutation({ mutationFn: sendResetCode });
export const useVerifyResetCode = () => useMutation({ mutationFn: verifyResetCode });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
