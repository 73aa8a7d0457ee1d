import { operatorStaffUpdate } from '@yaocai/contract';
import type { StaffUpdateInput } from '@yaocai/contract';
import { call } from '../../../lib/http';
import { staffKey } from './staff';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/**
 * POST /api/operator/staff/{id}: a staff member's roles (`role_ids`) or standing (`disabled`); the
 * change applies at once. The API refuses (409) a change to the staff member's own account.
 */
export function updateStaff(id: number, input: StaffUpdateInput): Promise<{ id: number }> {
  return call(operatorStaffUpdate, { id, ...input });
}

export function useUpdateStaff() {
  return useRefreshingMutation(
    ({ id, input }: { id: number; input: StaffUpdateInput }) => updateStaff(id, input),
    staffKey,
  );
}
