import { operatorActivityPrices } from '@yaocai/contract';
import type { ActivityPriceView } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { promotionsKey } from './full-reductions';

export const activityPricesKey = [...promotionsKey, 'activity-prices'] as const;

export type ActivityKind = ActivityPriceView['kind'];

/** GET /api/operator/activity_prices: 秒杀 and 每日特价 prices (one kind, or both). */
export const activityPricesQueryOptions = (kind?: ActivityKind) =>
  queryOptions({
    queryKey: [...activityPricesKey, kind ?? 'all'],
    queryFn: ({ signal }) => call(operatorActivityPrices, { kind }, { signal }),
  });

export const useActivityPrices = (kind?: ActivityKind) => useQuery(activityPricesQueryOptions(kind));
