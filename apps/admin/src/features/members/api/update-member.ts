import { operatorMembersUpdate } from '@yaocai/contract';
import type { MemberUpdateInput } from '@yaocai/contract';
import { call } from '../../../lib/http';
import { membersKey } from './members';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/**
 * POST /api/operator/members/{id}: only the settings that change (特药权限, 账期额度, 客户经理, or
 * `disabled`; a disabled member is logged out at once).
 */
export function updateMember(id: number, input: MemberUpdateInput): Promise<{ id: number }> {
  return call(operatorMembersUpdate, { id, ...input });
}

export function useUpdateMember() {
  return useRefreshingMutation(
    ({ id, input }: { id: number; input: MemberUpdateInput }) => updateMember(id, input),
    membersKey,
  );
}
