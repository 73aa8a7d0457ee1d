import { operatorBannersCreate, operatorBannersUpdate } from '@yaocai/contract';
import type { BannerInput } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { bannersKey } from './banners';

/** POST /api/operator/banners (new) or /api/operator/banners/{id} (edit): the whole banner. */
export function saveBanner(id: number | null, input: BannerInput): Promise<{ id: number }> {
  return id === null ? call(operatorBannersCreate, input) : call(operatorBannersUpdate, { id: id, ...input });
}

export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: BannerInput }) => saveBanner(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannersKey }),
  });
}
