import type { RoleInput } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { staffKey } from './staff';

/**
 * POST /api/operator/roles (new) or /api/operator/roles/{id} (edit): the role's name and permissions;
 * its staff hold the new permissions at once. The 管理员 role cannot be changed (409).
 */
export function saveRole(id: number | null, input: RoleInput): Promise<{ id: number }> {
  return http.post<{ id: number }>(id === null ? '/api/operator/roles' : `/api/operator/roles/${id}`, input);
}

export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: RoleInput }) => saveRole(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}
