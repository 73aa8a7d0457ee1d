import { operatorRolesCreate, operatorRolesUpdate } from '@yaocai/contract';
import type { RoleInput } from '@yaocai/contract';
import { saveResource } from '../../../lib/save-resource';
import { staffKey } from './staff';

/**
 * POST /api/operator/roles (new) or /api/operator/roles/{id} (edit): the role's name and permissions;
 * its staff hold the new permissions at once. The 管理员 role cannot be changed (409).
 */
export const { useSave: useSaveRole } = saveResource<RoleInput>(
  operatorRolesCreate,
  operatorRolesUpdate,
  staffKey,
);
