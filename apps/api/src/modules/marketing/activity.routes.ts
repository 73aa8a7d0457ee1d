import {
  activityGoodsAnswer,
  activityGoodsQuery,
  activityTapAnswer,
  activityTapBody,
  activityZonesAnswer,
  activityZonesQuery,
  welfareAnswer,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { activityGoods, activityZones, welfare } from './activity-zones.service';
import { recordTap } from './activity-tap.service';

/** Activity pages (/welfare, /yjh, /Hdzx, /yyh, /zqmb, /hdmb) and taps on activity links (spec §7, §8). */
export async function activityRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['marketing'];

  r.get(
    '/api/activity/welfare',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '全场折扣（/welfare）',
        response: answers(welfareAnswer),
      },
    },
    () => welfare(db),
  );

  r.get(
    '/api/activity/zones',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '活动专区：进行中的活动及其商品（不存在或已结束的活动不返回）',
        querystring: activityZonesQuery,
        response: answers(activityZonesAnswer),
      },
    },
    (request) => activityZones(db, request.viewer, request.query),
  );

  r.get(
    '/api/activity/goods',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '专区模板的商品（按编号顺序）',
        querystring: activityGoodsQuery,
        response: answers(activityGoodsAnswer),
      },
    },
    (request) => activityGoods(db, request.viewer, request.query.ids),
  );

  r.post(
    '/api/activity/tap',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '记录活动链接点击',
        body: activityTapBody,
        response: answers(activityTapAnswer),
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    (request) => recordTap(db, request.viewer, request.body.url),
  );
}
