import { operatorGoodsImages, operatorGoodsImagesCreate } from '@yaocai/contract';
import type { GoodsImages, GoodsImagesInput } from '@yaocai/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { goodsKey } from './goods';

const imagesKey = (id: number) => [...goodsKey, 'images', id] as const;

/** GET /api/operator/goods/{id}/images: the pictures in the storefront's order (the first is the card's). */
export const goodsImagesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: imagesKey(id),
    queryFn: ({ signal }) => call(operatorGoodsImages, { id }, { signal }),
  });

export const useGoodsImages = (id: number) => useQuery(goodsImagesQueryOptions(id));

/** POST /api/operator/goods/{id}/images: the whole ordered list; the answer is the list as saved. */
export function saveGoodsImages(id: number, input: GoodsImagesInput): Promise<GoodsImages> {
  return call(operatorGoodsImagesCreate, { id, ...input });
}

export function useSaveGoodsImages(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (urls: string[]) => saveGoodsImages(id, { urls }),
    onSuccess: (saved) => {
      queryClient.setQueryData(imagesKey(id), saved);
      // The list's thumbnail is the first picture; the pictures themselves are the answer.
      void queryClient.invalidateQueries({
        queryKey: goodsKey,
        predicate: (query) => query.queryKey[goodsKey.length] !== 'images',
      });
    },
  });
}
