import { operatorMembers } from '@yaocai/contract';
import type { OperatorMembersQuery } from '@yaocai/contract';
import { useQuery } from '@tanstack/react-query';
import { pagedList } from '../../../lib/save-resource';

export const membersKey = ['operator', 'members'] as const;

/** GET /api/operator/members: every buyer account, by words and state (已审核, 未审核, 已停用). */
export const membersQueryOptions = pagedList([...membersKey, 'list'], operatorMembers);

export const useMembers = (query: OperatorMembersQuery) => useQuery(membersQueryOptions(query));
