import { operatorBannersCreate, operatorBannersUpdate } from '@yaocai/contract';
import type { BannerInput } from '@yaocai/contract';
import { saveResource } from '../../../lib/save-resource';
import { bannersKey } from './banners';

/** POST /api/operator/banners (new) or /api/operator/banners/{id} (edit): the whole banner. */
const bannerSaving = saveResource<BannerInput>({
  create: operatorBannersCreate,
  update: operatorBannersUpdate,
  refreshes: bannersKey,
});
export const saveBanner = bannerSaving.save;
export const useSaveBanner = bannerSaving.useSave;
