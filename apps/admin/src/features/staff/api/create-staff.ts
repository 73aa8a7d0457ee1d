import { operatorStaffCreate } from '@yaocai/contract';
import type { StaffCreateInput } from '@yaocai/contract';
import { call } from '../../../lib/http';
import { staffKey } from './staff';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/** POST /api/operator/staff: a new staff account with its password and roles. */
export function createStaff(input: StaffCreateInput): Promise<{ id: number }> {
  return call(operatorStaffCreate, input);
}

export function useCreateStaff() {
  return useRefreshingMutation(createStaff, staffKey);
}
