import { varietyCreate, varietyDetail, varietyList } from '@yaocai/contract';
import type { VarietyCreateAnswer, VarietyCreateInput } from '@yaocai/contract';
import type { VarietyStatus } from '@yaocai/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** Every page, filter and detail of 品种求购; a new request invalidates them all. */
export const varietyQueryKey = ['service', 'variety'] as const;

export interface VarietyListParams {
  page: number;
  status?: VarietyStatus;
}

/** GET /api/variety/list?page=&status=: the member's requests, newest first. */
export const varietyListQueryOptions = (q: VarietyListParams) =>
  queryOptions({
    queryKey: [...varietyQueryKey, 'list', q.status ?? 'all', q.page] as const,
    queryFn: ({ signal }) => call(varietyList, { page: q.page, status: q.status }, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useVarietyList = (q: VarietyListParams) => useQuery(varietyListQueryOptions(q));

/** GET /api/variety/{id}: one of the member's own requests (404 for anyone else's). */
export const varietyDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...varietyQueryKey, 'detail', id] as const,
    queryFn: ({ signal }) => call(varietyDetail, { id }, { signal }),
    staleTime: 0,
    retry: false,
  });

export const useVarietyDetail = (id: number) =>
  useQuery({ ...varietyDetailQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });

/** POST /api/variety/create {name, manufacturer, spec, quantity, remark}. */
export function createVariety(input: VarietyCreateInput): Promise<VarietyCreateAnswer> {
  return call(varietyCreate, input);
}

export function useCreateVariety() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVariety,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: varietyQueryKey }),
  });
}
