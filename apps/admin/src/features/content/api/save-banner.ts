import { operatorBannersCreate, operatorBannersUpdate } from '@yaocai/contract';
import type { BannerInput } from '@yaocai/contract';
import { saveResource } from '../../../lib/save-resource';
import { bannersKey } from './banners';

/** POST /api/operator/banners (new) or /api/operator/banners/{id} (edit): the whole banner. */
export const { useSave: useSaveBanner } = saveResource<BannerInput>(
  operatorBannersCreate,
  operatorBannersUpdate,
  bannersKey,
);
