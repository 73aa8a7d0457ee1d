import { operatorStaff } from '@yaocai/contract';
import { useQuery } from '@tanstack/react-query';
import { readOptions } from '../../../lib/read-options';

export const staffKey = ['operator', 'staff'] as const;

/** GET /api/operator/staff: the staff accounts, the roles, and the permission catalogue with names. */
export const staffQueryOptions = () => readOptions(staffKey, operatorStaff);

export const useStaff = () => useQuery(staffQueryOptions());
