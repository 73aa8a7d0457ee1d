import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { brandZone, listBrands } from './brand.service';
import { idSchema, keywordsSchema, paging } from './catalog-schemas';
import { categoryTree } from './category.service';
import { listOrderQuery } from './goods.routes';
import { brandListAnswer, brandZoneAnswer, categoryTreeAnswer } from '@yaocai/contract';
import { answers } from '../../lib/answers';

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

export async function zoneRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalog'];

  r.get(
    '/api/brand/list',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '品牌专区：品牌列表',
        response: answers(brandListAnswer),
        querystring: z.object(paging),
      },
    },
    (request) => listBrands(db, request.viewer, request.query.page, request.query.page_size),
  );
  r.get(
    '/api/brand/:id',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '品牌专区：品牌信息及其商品',
        response: answers(brandZoneAnswer),
        params: z.object({ id: idSchema('品牌编号') }),
        querystring: z.object({ keywords: keywordsSchema, ...listOrderQuery }),
      },
    },
    (request) => brandZone(db, request.params.id, request.query, request.viewer),
  );
  r.get(
    '/api/category/tree',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '分类树（drug 中西成药、herbal 中药饮片、device 医疗器械；不传为全部）',
        response: answers(categoryTreeAnswer),
        querystring: z.object({
          kind: z.preprocess(
            blankToUndefined,
            z.enum(['drug', 'herbal', 'device'], { error: '分类类型只能是drug、herbal或device' }).optional(),
          ),
        }),
      },
    },
    (request) => categoryTree(db, request.query.kind),
  );
}
