import { brandList } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const fetchBrands = (page: number, pageSize: number) => call(brandList, { page, page_size: pageSize });

export const brandsQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['catalog', 'brands', page, pageSize] as const,
    queryFn: () => fetchBrands(page, pageSize),
    placeholderData: keepPreviousData,
  });

/** 品牌专区 (/ppzq): brands with their goods counts. */
export const useBrands = (page: number, pageSize: number) => useQuery(brandsQueryOptions(page, pageSize));
