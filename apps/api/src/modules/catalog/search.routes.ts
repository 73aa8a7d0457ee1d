import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { keywordsSchema } from './catalog-schemas';
import { suggestGoods, suggestManufacturers } from './search.service';
import { searchSuggestionsAnswer } from '@yaocai/contract';
import { answers } from '../../lib/answers';

const searchQuery = z.object({
  keywords: keywordsSchema,
  // Spec §9: 0 drug, 1 manufacturer.
  type: z.preprocess(
    (value) => (value === '' || value === undefined ? '0' : value),
    z.enum(['0', '1'], { error: '搜索类型只能是0（药品）或1（厂家）' }),
  ),
});

export async function searchRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/goods/search',
    {
      schema: {
        'x-access': 'public',
        tags: ['catalog'],
        summary: '搜索联想：按药品（type=0）或厂家（type=1），支持拼音与首字母',
        response: answers(searchSuggestionsAnswer),
        querystring: searchQuery,
      },
    },
    (request) =>
      request.query.type === '1'
        ? suggestManufacturers(db, request.query.keywords)
        : suggestGoods(db, request.query.keywords, request.viewer),
  );
}
