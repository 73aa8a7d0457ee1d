import { operatorMembersUpdate } from '@yaocai/contract';
import type { MemberUpdateInput } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { membersKey } from './members';

/**
 * POST /api/operator/members/{id}: only the settings that change (特药权限, 账期额度, 客户经理, or
 * `disabled`; a disabled member is logged out at once).
 */
export function updateMember(id: number, input: MemberUpdateInput): Promise<{ id: number }> {
  return call(operatorMembersUpdate, { id, ...input });
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: MemberUpdateInput }) => updateMember(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKey }),
  });
}
