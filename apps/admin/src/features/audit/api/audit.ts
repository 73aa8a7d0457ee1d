import { operatorAudit } from '@yaocai/contract';
import type { AuditQuery } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const auditKey = ['operator', 'audit'] as const;

/** GET /api/operator/audit: every staff write, newest first. */
export const auditQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: [...auditKey, query],
    queryFn: ({ signal }) => call(operatorAudit, query, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAudit = (query: AuditQuery) => useQuery(auditQueryOptions(query));
