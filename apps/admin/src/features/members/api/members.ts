import type { OperatorMembersAnswer, OperatorMembersQuery } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const membersKey = ['operator', 'members'] as const;

/** GET /api/operator/members: every buyer account, by words and state (已审核, 未审核, 已停用). */
export const membersQueryOptions = (query: OperatorMembersQuery) =>
  queryOptions({
    queryKey: [...membersKey, 'list', query],
    queryFn: ({ signal }) => http.get<OperatorMembersAnswer>('/api/operator/members', query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useMembers = (query: OperatorMembersQuery) => useQuery(membersQueryOptions(query));
