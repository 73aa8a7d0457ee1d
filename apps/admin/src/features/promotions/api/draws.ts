import {
  operatorDrawRecords,
  operatorDraws,
  operatorDrawsCreate,
  operatorDrawsUpdate,
} from '@yaocai/contract';
import type { DrawAdminInput } from '@yaocai/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { crudResource } from '../../../lib/save-resource';
import { promotionsKey } from './full-reductions';

/**
 * GET /api/operator/draws: every raffle with its prizes, weights, stock and how often each was won;
 * POST /api/operator/draws (new) or /api/operator/draws/{id} (edit).
 */
export const draws = crudResource<DrawAdminInput, typeof operatorDraws>([...promotionsKey, 'draws'], {
  list: operatorDraws,
  create: operatorDrawsCreate,
  update: operatorDrawsUpdate,
});

export interface DrawRecordsFilter {
  drawId: number;
  page: number;
  keyword?: string;
  winOnly: boolean;
}

/** GET /api/operator/draw_records: one raffle's records, newest first. */
export const useDrawRecords = (f: DrawRecordsFilter | null) =>
  useQuery({
    queryKey: [...draws.key, 'records', f] as const,
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
