import type { AuditAnswer, AuditQuery } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const auditKey = ['operator', 'audit'] as const;

/** GET /api/operator/audit: every staff write, newest first. */
export const auditQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: [...auditKey, query],
    queryFn: ({ signal }) => http.get<AuditAnswer>('/api/operator/audit', query, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAudit = (query: AuditQuery) => useQuery(auditQueryOptions(query));
