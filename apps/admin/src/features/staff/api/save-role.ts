import { operatorRolesCreate, operatorRolesUpdate } from '@yaocai/contract';
import type { RoleInput } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { staffKey } from './staff';

/**
 * POST /api/operator/roles (new) or /api/operator/roles/{id} (edit): the role's name and permissions;
 * its staff hold the new permissions at once. The 管理员 role cannot be changed (409).
 */
export function saveRole(id: number | null, input: RoleInput): Promise<{ id: number }> {
  return id === null ? call(operatorRolesCreate, input) : call(operatorRolesUpdate, { id: id, ...input });
}

export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: RoleInput }) => saveRole(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}
