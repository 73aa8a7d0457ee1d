import { userCreateCode } from '@yaocai/contract';
import type { CreateCodeAnswer, CreateCodeInput } from '@yaocai/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** POST /api/user/create_code: an SMS code to that phone (register, forget, bind, update). */
export function createCode(input: CreateCodeInput): Promise<CreateCodeAnswer> {
  return call(userCreateCode, input);
}

export function useCreateCode() {
  return useMutation({ mutationFn: createCode });
}
