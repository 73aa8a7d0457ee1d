import { goodsImagesAnswer, goodsImagesBody, operatorIdParams } from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { audited } from '../../shared/audit';
import * as service from './goods-images.service';
import * as repo from './goods-images.repository';

/** The console's goods pictures: read, and replace as one ordered list (upload, reorder, delete). */
export async function goodsImageRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];

  r.get(
    '/api/operator/goods/:id/images',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'goods.read',
        tags,
        summary: '商品图片（按展示顺序，第一张为主图）',
        params: operatorIdParams,
        response: answers(goodsImagesAnswer),
      },
    },
    (request) => service.goodsImages(db, request.params.id),
  );
  r.post(
    '/api/operator/goods/:id/images',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'goods.update',
        tags,
        summary: '保存商品图片（整组按顺序替换；新图片须为本人上传的 JPG/PNG）',
        params: operatorIdParams,
        body: goodsImagesBody,
        response: answers(goodsImagesAnswer),
      },
    },
    (request) => {
      const staff = requireViewer(request);
      const { id } = request.params;
      return audited(
        db,
        staff,
        {
          action: 'goods.update',
          entity: 'goods_images',
          entityId: id,
          summary: `修改商品图片：商品${id}，共${request.body.urls.length}张`,
          snapshot: (tx) => repo.imagesOf(tx, id),
        },
        (tx) => service.saveGoodsImages(tx, id, staff.memberId, request.body),
      );
    },
  );
}
