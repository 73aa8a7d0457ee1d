import { operatorStorewideDiscountsCreate, operatorStorewideDiscountsUpdate } from '@yaocai/contract';
import { categoryTree, operatorStorewideDiscounts } from '@yaocai/contract';
import type { CategoryTreeNode, StorewideDiscountInput } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { saveResource } from '../../../lib/save-resource';
import { promotionsKey } from './full-reductions';

export const storewideKey = [...promotionsKey, 'storewide'] as const;

/** GET /api/operator/storewide_discounts: every 全场折扣 with its rate, exclusions, window and state. */
export const storewideQueryOptions = () =>
  queryOptions({
    queryKey: storewideKey,
    queryFn: ({ signal }) => call(operatorStorewideDiscounts, undefined, { signal }),
  });

export const useStorewideDiscounts = () => useQuery(storewideQueryOptions());

/** POST /api/operator/storewide_discounts (new) or /api/operator/storewide_discounts/{id} (edit). */
const storewideSaving = saveResource<StorewideDiscountInput>({
  create: operatorStorewideDiscountsCreate,
  update: operatorStorewideDiscountsUpdate,
  refreshes: storewideKey,
});
export const saveStorewide = storewideSaving.save;
export const useSaveStorewide = storewideSaving.useSave;

/** GET /api/category/tree answers the contract's tree (packages/contract/src/catalog/goods.ts). */
export type CategoryNode = CategoryTreeNode;

/** The storefront's category tree (GET /api/category/tree): every level may be excluded. */
export const useCategoryTree = () =>
  useQuery({
    queryKey: ['storefront', 'category-tree'] as const,
    queryFn: ({ signal }) => call(categoryTree, undefined, { signal }),
    staleTime: 10 * 60_000,
  });
