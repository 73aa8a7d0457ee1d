import { userContractSign } from '@yaocai/contract';
import type { AgreementSignAnswer } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { agreementQueryKey } from './purchase-agreement';
import { basicInfoQueryKey } from './basic-info';

/** POST /api/user/contract/sign {agree: 1} */
export function signAgreement(): Promise<AgreementSignAnswer> {
  return call(userContractSign, { agree: 1 });
}

export function useSignAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signAgreement,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: agreementQueryKey });
      await queryClient.invalidateQueries({ queryKey: basicInfoQueryKey });
    },
  });
}
