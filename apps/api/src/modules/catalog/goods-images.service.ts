import type { goodsImagesBody, GoodsImages } from '@yaocai/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { invalid, notFound } from '../../lib/http-errors';
import { ownUploadRow, uploadKeyOf } from '../account/index';
import * as repo from './goods-images.repository';

export async function goodsImages(db: Database, goodsId: number): Promise<GoodsImages> {
  const images = await repo.imagesOf(db, goodsId);
  if (images.length === 0 && !(await repo.goodsExists(db, goodsId))) throw notFound('商品');
  return images;
}

/**
 * Replaces a goods' pictures with `urls` in that order. A new address must be a picture this staff
 * member uploaded (not a PDF, not someone's document), so nothing private ends up on the storefront.
 */
export async function saveGoodsImages(
  db: Database,
  goodsId: number,
  staffId: number,
  input: z.output<typeof goodsImagesBody>,
): Promise<GoodsImages> {
  if (!(await repo.lockGoods(db, goodsId))) throw notFound('商品');
  const current = new Set((await repo.imagesOf(db, goodsId)).map((i) => i.url));
  for (const url of input.urls) {
    if (current.has(url)) continue;
    const key = uploadKeyOf(url);
    const upload = key ? await ownUploadRow(db, key, staffId) : null;
    if (!upload || upload.purpose !== 'image' || !upload.contentType.startsWith('image/'))
      throw invalid('urls', '图片无效，请重新上传 JPG 或 PNG 图片');
  }
  await repo.replaceImages(db, goodsId, input.urls);
  return repo.imagesOf(db, goodsId);
}
