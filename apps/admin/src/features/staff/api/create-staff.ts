import { operatorStaffCreate } from '@yaocai/contract';
import type { StaffCreateInput } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { staffKey } from './staff';

/** POST /api/operator/staff: a new staff account with its password and roles. */
export function createStaff(input: StaffCreateInput): Promise<{ id: number }> {
  return call(operatorStaffCreate, input);
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}
