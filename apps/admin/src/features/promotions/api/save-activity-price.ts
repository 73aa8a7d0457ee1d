import { operatorActivityPricesCreate, operatorActivityPricesUpdate } from '@yaocai/contract';
import type { ActivityPriceInput } from '@yaocai/contract';
import { saveResource } from '../../../lib/save-resource';
import { activityPricesKey } from './activity-prices';

/** POST /api/operator/activity_prices (new) or /api/operator/activity_prices/{id} (edit). */
export const { useSave: useSaveActivityPrice } = saveResource<ActivityPriceInput>(
  operatorActivityPricesCreate,
  operatorActivityPricesUpdate,
  activityPricesKey,
);
