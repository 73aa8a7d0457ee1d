import {
  operatorLinks,
  operatorLinksCreate,
  operatorLinksDelete,
  operatorLinksUpdate,
  operatorNavItems,
  operatorNavItemsCreate,
  operatorNavItemsDelete,
  operatorNavItemsUpdate,
  type LinkInput,
  type NavItemInput,
} from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { contentKey } from './banners';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/**
 * The storefront's main navigation (/api/operator/nav_items) and footer links (/api/operator/links):
 * each a list read whole, and written one record at a time (POST new, /{id} edit, /{id}/delete).
 */
interface RecordCalls<T, I> {
  list(signal: AbortSignal): Promise<T[]>;
  save(id: number | null, input: I): Promise<unknown>;
  remove(id: number): Promise<unknown>;
}

function records<T, I>(name: string, calls: RecordCalls<T, I>) {
  const key = [...contentKey, name] as const;
  const listQuery = queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => calls.list(signal),
  });
  return {
    useList: () => useQuery(listQuery),
    useSave: () =>
      useRefreshingMutation(({ id, input }: { id: number | null; input: I }) => calls.save(id, input), key),
    useRemove: () => useRefreshingMutation((id: number) => calls.remove(id), key),
  };
}

export const navItemsApi = records('nav-items', {
  list: (signal) => call(operatorNavItems, undefined, { signal }),
  save: (id, input: NavItemInput) =>
    id === null ? call(operatorNavItemsCreate, input) : call(operatorNavItemsUpdate, { id, ...input }),
  remove: (id) => call(operatorNavItemsDelete, { id }),
});
export const linksApi = records('links', {
  list: (signal) => call(operatorLinks, undefined, { signal }),
  save: (id, input: LinkInput) =>
    id === null ? call(operatorLinksCreate, input) : call(operatorLinksUpdate, { id, ...input }),
  remove: (id) => call(operatorLinksDelete, { id }),
});
