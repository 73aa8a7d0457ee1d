import { operatorAccountManagers } from '@yaocai/contract';
import { useQuery } from '@tanstack/react-query';
import { readOptions } from '../../../lib/read-options';
import { membersKey } from './members';

/** GET /api/operator/account_managers: who a member's 客户经理 may be. */
export const accountManagersQueryOptions = () =>
  readOptions([...membersKey, 'account-managers'], operatorAccountManagers, 10 * 60_000);

export const useAccountManagers = (enabled = true) => useQuery({ ...accountManagersQueryOptions(), enabled });
