import { operatorVarietyRequestsStatus } from '@yaocai/contract';
import type { VarietyStatusAnswer, VarietyStatusInput } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { dashboardQueryKey } from '../../dashboard/api/dashboard';
import { varietyRequestsKey } from './variety-requests';

/** POST /api/operator/variety-requests/{id}/status: 开始采购, 已上架 (with the goods) or 无法采购 (with why). */
export function changeVarietyStatus(id: number, input: VarietyStatusInput): Promise<VarietyStatusAnswer> {
  return call(operatorVarietyRequestsStatus, { id, ...input });
}

export function useChangeVarietyStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: VarietyStatusInput }) => changeVarietyStatus(id, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: varietyRequestsKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]),
  });
}
