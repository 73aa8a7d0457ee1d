import { userZizhiSubmit } from '@yaocai/contract';
import type { ZizhiInput, ZizhiSubmitAnswer } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { memberCentreQueryKey } from './member-centre';
import { zizhiQueryKey } from './zizhi';

/** POST /api/user/zizhi: a new copy of a document, sent to review (the approved one stays in force). */
export function submitZizhi(input: ZizhiInput): Promise<ZizhiSubmitAnswer> {
  return call(userZizhiSubmit, input);
}

export function useSubmitZizhi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitZizhi,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: zizhiQueryKey }),
        queryClient.invalidateQueries({ queryKey: memberCentreQueryKey }),
      ]);
    },
  });
}
