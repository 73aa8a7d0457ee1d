import { operatorStorewideDiscountsCreate, operatorStorewideDiscountsUpdate } from '@yaocai/contract';
import { categoryTree, operatorStorewideDiscounts } from '@yaocai/contract';
import type { CategoryTreeNode, StorewideDiscountInput } from '@yaocai/contract';
import { useQuery } from '@tanstack/react-query';
import { readOptions } from '../../../lib/read-options';
import { crudResource } from '../../../lib/save-resource';
import { promotionsKey } from './full-reductions';

/**
 * GET /api/operator/storewide_discounts: every 全场折扣 with its rate, exclusions, window and state;
 * POST /api/operator/storewide_discounts (new) or /api/operator/storewide_discounts/{id} (edit).
 */
export const storewideDiscounts = crudResource<StorewideDiscountInput, typeof operatorStorewideDiscounts>(
  [...promotionsKey, 'storewide'],
  {
    list: operatorStorewideDiscounts,
    create: operatorStorewideDiscountsCreate,
    update: operatorStorewideDiscountsUpdate,
  },
);

/** GET /api/category/tree answers the contract's tree (packages/contract/src/catalog/goods.ts). */
export type CategoryNode = CategoryTreeNode;

/** The storefront's category tree (GET /api/category/tree): every level may be excluded. */
export const useCategoryTree = () =>
  useQuery(readOptions(['storefront', 'category-tree'], categoryTree, 10 * 60_000));
