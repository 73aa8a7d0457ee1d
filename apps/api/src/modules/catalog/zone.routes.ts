import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { brandZone, listBrands } from './brand.service';
import { categoryTree } from './category.service';
import {
  brandListAnswer,
  brandZoneAnswer,
  brandZoneParams,
  brandZoneQuery,
  catalogPageQuery,
  categoryTreeAnswer,
  categoryTreeQuery,
} from '@yaocai/contract';
import { answers } from '../../lib/answers';

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
        querystring: catalogPageQuery,
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
        params: brandZoneParams,
        querystring: brandZoneQuery,
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
        querystring: categoryTreeQuery,
      },
    },
    (request) => categoryTree(db, request.query.kind),
  );
}
