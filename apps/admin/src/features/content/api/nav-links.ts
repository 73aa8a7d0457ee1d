import type { LinkInput, NavItemInput, OperatorLink, OperatorNavItem } from '@yaocai/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { contentKey } from './banners';

/**
 * The storefront's main navigation (/api/operator/nav_items) and footer links (/api/operator/links):
 * each a list read whole, and written one record at a time (POST new, /{id} edit, /{id}/delete).
 */
function records<T, I>(path: string, name: string) {
  const key = [...contentKey, name] as const;
  const listQuery = queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => http.get<T[]>(path, undefined, { signal }),
  });
  return {
    useList: () => useQuery(listQuery),
    useSave: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: ({ id, input }: { id: number | null; input: I }) =>
          http.post<{ id: number }>(id === null ? path : `${path}/${id}`, input),
        onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
      });
    },
    useRemove: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (id: number) => http.post<{ id: number }>(`${path}/${id}/delete`),
        onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
      });
    },
  };
}

export const navItemsApi = records<OperatorNavItem, NavItemInput>('/api/operator/nav_items', 'nav-items');
export const linksApi = records<OperatorLink, LinkInput>('/api/operator/links', 'links');
