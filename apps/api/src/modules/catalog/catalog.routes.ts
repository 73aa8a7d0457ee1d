import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { everydayPrice, hotGoods, recommendFloors, spike } from './catalog.service';
import { favouriteRoutes } from './favourite.routes';
import { goodsRoutes } from './goods.routes';
import { searchRoutes } from './search.routes';
import { zoneRoutes } from './zone.routes';
import {
  everydayPriceAnswer,
  hotGoodsAnswer,
  recommendFloorsAnswer,
  recommendFloorsParams,
  spikeAnswer,
} from '@yaocai/contract';
import { answers } from '../../lib/answers';

/** The catalogue: home goods here, then goods lists and detail, search, zones and favourites. */
export async function catalogRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalog'];

  r.get(
    '/api/goods/hot',
    { schema: { 'x-access': 'public', tags, summary: '热销商品', response: answers(hotGoodsAnswer) } },
    (request) => hotGoods(db, request.viewer),
  );
  r.get(
    '/api/index/spike',
    { schema: { 'x-access': 'public', tags, summary: '首页秒杀', response: answers(spikeAnswer) } },
    (request) => spike(db, request.viewer),
  );
  r.get(
    '/api/activity/everyday_price',
    { schema: { 'x-access': 'public', tags, summary: '每日特价', response: answers(everydayPriceAnswer) } },
    (request) => everydayPrice(db, request.viewer),
  );
  r.get(
    '/api/index_wntj/:page',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '首页为你推荐楼层',
        response: answers(recommendFloorsAnswer),
        params: recommendFloorsParams,
      },
    },
    (request) => recommendFloors(db, request.viewer, request.params.page),
  );

  await goodsRoutes(app, context);
  await searchRoutes(app, context);
  await zoneRoutes(app, context);
  await favouriteRoutes(app, context);
}
