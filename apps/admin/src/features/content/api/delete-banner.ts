import { operatorBannersDelete } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { bannersKey } from './banners';

/** POST /api/operator/banners/{id}/delete: the banner leaves the storefront at once. */
export function deleteBanner(id: number): Promise<{ id: number }> {
  return call(operatorBannersDelete, { id });
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannersKey }),
  });
}
