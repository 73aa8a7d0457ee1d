import { operatorMembers } from '@yaocai/contract';
import type { OperatorMembersQuery } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const membersKey = ['operator', 'members'] as const;

/** GET /api/operator/members: every buyer account, by words and state (已审核, 未审核, 已停用). */
export const membersQueryOptions = (query: OperatorMembersQuery) =>
  queryOptions({
    queryKey: [...membersKey, 'list', query],
    queryFn: ({ signal }) => call(operatorMembers, query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useMembers = (query: OperatorMembersQuery) => useQuery(membersQueryOptions(query));
