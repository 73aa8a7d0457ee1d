import { draw, drawAds, drawNewRecord, drawRecordList, drawSimple } from '@yaocai/contract';
import type { DrawResultAnswer } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { profileQueryKey } from '../../account/api/profile';

export const raffleQueryKey = ['raffle'] as const;

/** GET /api/draw/simple: the raffle running now (null when none), with what the member has left. */
export const simpleDrawQueryOptions = () =>
  queryOptions({
    queryKey: [...raffleQueryKey, 'simple'] as const,
    queryFn: ({ signal }) => call(drawSimple, undefined, { signal, silent: true }),
    staleTime: 60_000,
  });

export const useSimpleDraw = (enabled: boolean) => useQuery({ ...simpleDrawQueryOptions(), enabled });

/** GET /api/draw/new_record?id=: the latest winners for the scrolling list. */
export const useDrawWinners = (id: number) =>
  useQuery({
    queryKey: [...raffleQueryKey, 'winners', id] as const,
    queryFn: ({ signal }) => call(drawNewRecord, { id }, { signal, silent: true }),
    staleTime: 30_000,
  });

/** GET /api/draw/ads: the raffle's banners (the popup's header picture). */
export const useDrawAds = () =>
  useQuery({
    queryKey: [...raffleQueryKey, 'ads'] as const,
    queryFn: ({ signal }) => call(drawAds, undefined, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });

/** GET /api/draw/record?page=: the member's own records. */
export const useDrawRecords = (page: number, enabled = true) =>
  useQuery({
    queryKey: [...raffleQueryKey, 'records', page] as const,
    queryFn: ({ signal }) => call(drawRecordList, { page }, { signal }),
    staleTime: 0,
    enabled,
    placeholderData: keepPreviousData,
  });

/** GET /api/draw?id=: one draw (spec §7 draws with a GET). */
export function drawOnce(id: number): Promise<DrawResultAnswer> {
  return call(draw, { id });
}

/**
 * Draws once. Whatever the outcome the raffle, the records, the wallet and the profile's points are
 * read again, even when the popup was closed meanwhile.
 */
export function useDraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: drawOnce,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: raffleQueryKey }),
        client.invalidateQueries({ queryKey: ['wallet'] }),
        client.invalidateQueries({ queryKey: profileQueryKey }),
      ]),
  });
}
