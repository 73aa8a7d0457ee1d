import {
  orderReorder,
  userLists,
  userListsCreate,
  userListsDelete,
  userListsDetail,
  userListsItems,
  userListsItemsDelete,
  userRecurringOrders,
  userRecurringOrdersCreate,
  userRecurringOrdersDelete,
  userRecurringOrdersPause,
  userRecurringOrdersResume,
  userRecurringOrdersSkip,
  userRecurringOrdersUpdate,
  userReplenish,
  userUsualGoods,
  type RecurringInput,
} from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export type {
  ListDetailAnswer,
  RecurringPlan,
  ReorderAnswer,
  ReorderLine,
  ShoppingList,
  UsualGoods,
} from '@yaocai/contract';

export const repeatKey = ['repeat'] as const;

/** POST /api/order/{id}/reorder: the order's goods into the cart, line by line. */
export const reorderOrder = (id: number) => call(orderReorder, { id });

/** GET /api/user/usual-goods (page, due): 常购清单. */
export const useUsualGoods = (page: number, due: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [...repeatKey, 'usual', page, due] as const,
      queryFn: ({ signal }) => call(userUsualGoods, { page, due: due ? 1 : 0 }, { signal }),
      placeholderData: keepPreviousData,
    }),
  );

/** GET /api/user/replenish: 该补货了 (home page); only asked for a logged-in member. */
export const useReplenish = (enabled: boolean) =>
  useQuery({
    queryKey: [...repeatKey, 'replenish'] as const,
    queryFn: ({ signal }) => call(userReplenish, {}, { signal }),
    enabled,
  });

export const useLists = (enabled = true) =>
  useQuery({
    queryKey: [...repeatKey, 'lists'] as const,
    queryFn: ({ signal }) => call(userLists, {}, { signal }),
    enabled,
  });
export const useListDetail = (id: number | null) =>
  useQuery({
    queryKey: [...repeatKey, 'list', id] as const,
    queryFn: ({ signal }) => call(userListsDetail, { id: id! }, { signal }),
    enabled: id !== null,
  });
export const createList = (name: string) => call(userListsCreate, { name });
export const deleteList = (id: number) => call(userListsDelete, { id });
export const putListItem = (id: number, goods_id: number, number: number) =>
  call(userListsItems, { id, goods_id, number });
export const removeListItem = (id: number, item: number) => call(userListsItemsDelete, { id, item });

export const useRecurringPlans = () =>
  useQuery({
    queryKey: [...repeatKey, 'recurring'] as const,
    queryFn: ({ signal }) => call(userRecurringOrders, {}, { signal }),
  });
export const createPlan = (input: RecurringInput) => call(userRecurringOrdersCreate, input);
export const updatePlan = (id: number, input: RecurringInput) =>
  call(userRecurringOrdersUpdate, { id, ...input });
export const planStep = (id: number, step: 'pause' | 'resume' | 'skip' | 'delete') =>
  step === 'pause'
    ? call(userRecurringOrdersPause, { id })
    : step === 'resume'
      ? call(userRecurringOrdersResume, { id })
      : step === 'skip'
        ? call(userRecurringOrdersSkip, { id })
        : call(userRecurringOrdersDelete, { id });
