import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { goodsByBarcode, suggestGoods, suggestManufacturers } from './search.service';
import { goodsSearchQuery, searchSuggestionsAnswer } from '@yaocai/contract';
import { answers } from '../../lib/answers';

export async function searchRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/goods/search',
    {
      schema: {
        'x-access': 'public',
        tags: ['catalog'],
        summary: '搜索联想：按药品（type=0）或厂家（type=1），支持拼音与首字母；barcode 按 69 码查商品',
        response: answers(searchSuggestionsAnswer),
        querystring: goodsSearchQuery,
      },
    },
    (request) =>
      request.query.barcode
        ? goodsByBarcode(db, request.query.barcode, request.viewer)
        : request.query.type === '1'
          ? suggestManufacturers(db, request.query.keywords)
          : suggestGoods(db, request.query.keywords, request.viewer),
  );
}
