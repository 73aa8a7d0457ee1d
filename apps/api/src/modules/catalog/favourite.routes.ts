import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireViewer } from '../../plugins/session';
import { addFavourites, cancelFavourites, listFavourites } from './favourite.service';
import {
  catalogPageQuery,
  favouriteChangeAnswer,
  favouriteGoodsBody,
  favouriteListAnswer,
} from '@yaocai/contract';
import { answers } from '../../lib/answers';

export async function favouriteRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['favourite'];

  r.get(
    '/api/favorite',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '我的收藏',
        response: answers(favouriteListAnswer),
        querystring: catalogPageQuery,
      },
    },
    (request) => listFavourites(db, requireViewer(request), request.query.page, request.query.page_size),
  );
  r.post(
    '/api/favorite',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '收藏商品',
        response: answers(favouriteChangeAnswer),
        body: favouriteGoodsBody,
      },
    },
    (request) => addFavourites(db, requireViewer(request), request.body.goods_ids),
  );
  r.post(
    '/api/favorite/cancel',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '取消收藏',
        response: answers(favouriteChangeAnswer),
        body: favouriteGoodsBody,
      },
    },
    (request) => cancelFavourites(db, requireViewer(request), request.body.goods_ids),
  );
}
