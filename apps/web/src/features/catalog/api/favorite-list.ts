import { favoriteList } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const favoritesQueryKey = ['catalog', 'favorites'] as const;

export const fetchFavorites = (page: number, pageSize: number, opts: { silent?: boolean } = {}) =>
  call(favoriteList, { page, page_size: pageSize }, { ...opts, cancelDuplicate: false });

export const favoritesQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...favoritesQueryKey, 'page', page, pageSize] as const,
    queryFn: () => fetchFavorites(page, pageSize),
    placeholderData: keepPreviousData,
  });

/** 我的收藏 (/star): a page of the member's favourites. Not logged in → the login redirect of spec §8. */
export const useFavorites = (page: number, pageSize: number) =>
  useQuery(favoritesQueryOptions(page, pageSize));

/** The most favourites one call returns (the API's page size limit). */
export const FAVORITE_IDS_LIMIT = 100;

/**
 * Ids of the member's favourites, to draw the hearts on goods cards. The list answers carry no
 * favourite flag, so the first FAVORITE_IDS_LIMIT favourites stand for all of them.
 */
export const favoriteIdsQueryOptions = () =>
  queryOptions({
    queryKey: [...favoritesQueryKey, 'ids'] as const,
    queryFn: async () => {
      const page = await fetchFavorites(1, FAVORITE_IDS_LIMIT, { silent: true });
      return page.list.map((g) => g.id);
    },
    staleTime: 60_000,
  });

export const useFavoriteIds = (enabled: boolean) => useQuery({ ...favoriteIdsQueryOptions(), enabled });
