import { operatorBannersDelete } from '@yaocai/contract';
import { call } from '../../../lib/http';
import { bannersKey } from './banners';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/** POST /api/operator/banners/{id}/delete: the banner leaves the storefront at once. */
export function deleteBanner(id: number): Promise<{ id: number }> {
  return call(operatorBannersDelete, { id });
}

export function useDeleteBanner() {
  return useRefreshingMutation(deleteBanner, bannersKey);
}
