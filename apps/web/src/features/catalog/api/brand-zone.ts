import { brandZone } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { isFinalError } from './goods-detail';
import type { GoodsListParams } from './types';

type BrandGoodsParams = Pick<GoodsListParams, 'keywords' | 'sort' | 'order' | 'page' | 'page_size'>;

export const fetchBrandZone = (id: number, params: BrandGoodsParams, signal?: AbortSignal) =>
  call(brandZone, { id, ...params }, { signal, silent: true });

export const brandZoneQueryOptions = (id: number, params: BrandGoodsParams) =>
  queryOptions({
    queryKey: ['catalog', 'brand-zone', id, params] as const,
    queryFn: ({ signal }) => fetchBrandZone(id, params, signal),
    placeholderData: keepPreviousData,
    retry: (count, error) => !isFinalError(error) && count < 1,
  });

/** One brand's page (/ppzq/info/{id}/{page?}): the brand and a page of its goods. */
export const useBrandZone = (id: number, params: BrandGoodsParams) =>
  useQuery({ ...brandZoneQueryOptions(id, params), enabled: Number.isSafeInteger(id) && id > 0 });
