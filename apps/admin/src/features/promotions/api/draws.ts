import {
  operatorDrawRecords,
  operatorDraws,
  operatorDrawsCreate,
  operatorDrawsUpdate,
} from '@yaocai/contract';
import type { DrawAdminInput } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { saveResource } from '../../../lib/save-resource';
import { promotionsKey } from './full-reductions';

export const drawsKey = [...promotionsKey, 'draws'] as const;

/** GET /api/operator/draws: every raffle with its prizes, weights, stock and how often each was won. */
export const drawsQueryOptions = () =>
  queryOptions({
    queryKey: drawsKey,
    queryFn: ({ signal }) => call(operatorDraws, undefined, { signal }),
  });

export const useDraws = () => useQuery(drawsQueryOptions());

/** POST /api/operator/draws (new) or /api/operator/draws/{id} (edit). */
const drawSaving = saveResource<DrawAdminInput>({
  create: operatorDrawsCreate,
  update: operatorDrawsUpdate,
  refreshes: drawsKey,
});
export const saveDraw = drawSaving.save;
export const useSaveDraw = drawSaving.useSave;

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
      call(
        operatorDrawRecords,
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
