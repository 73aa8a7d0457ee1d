import type { DrawAdminInput, DrawAdminView, DrawRecordsAdminAnswer } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { promotionsKey } from './full-reductions';

export const drawsKey = [...promotionsKey, 'draws'] as const;

/** GET /api/operator/draws: every raffle with its prizes, weights, stock and how often each was won. */
export const drawsQueryOptions = () =>
  queryOptions({
    queryKey: drawsKey,
    queryFn: ({ signal }) => http.get<DrawAdminView[]>('/api/operator/draws', undefined, { signal }),
  });

export const useDraws = () => useQuery(drawsQueryOptions());

/** POST /api/operator/draws (new) or /api/operator/draws/{id} (edit). */
export function saveDraw(id: number | null, input: DrawAdminInput): Promise<{ id: number }> {
  return http.post<{ id: number }>(id === null ? '/api/operator/draws' : `/api/operator/draws/${id}`, input);
}

export function useSaveDraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: DrawAdminInput }) => saveDraw(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: drawsKey }),
  });
}

export interface DrawRecordsFilter {
  drawId: number;
  page: number;
  keyword?: string;
  winOnly: boolean;
}

/** GET /api/operator/draw_records: one raffle's records, newest first. */
export const useDrawRecords = (f: DrawRecordsFilter | null) =>
  useQuery({
    queryKey: [...drawsKey, 'records', f] as const,
    queryFn: ({ signal }) =>
      http.get<DrawRecordsAdminAnswer>(
        '/api/operator/draw_records',
        {
          draw_id: f!.drawId,
          page: f!.page,
          keyword: f!.keyword || undefined,
          win: f!.winOnly ? '1' : undefined,
        },
        { signal },
      ),
    enabled: f !== null,
    placeholderData: keepPreviousData,
  });
