import {
  drawActivityAnswer,
  drawAdsAnswer,
  drawIdParams,
  drawQuery,
  drawRecordAnswer,
  drawRecordQuery,
  drawResultAnswer,
  drawSimpleAnswer,
  drawWinnersAnswer,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { forbidden } from '../../lib/http-errors';
import { requireViewer } from '../../plugins/session';
import * as service from './draw.service';

/** 抽奖 on the storefront (spec §4, §7): the popup's raffle, drawing, winners, records and ads. */
export async function drawRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['marketing'];

  r.get(
    '/api/draw/simple',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '进行中的抽奖活动（弹窗用；is_join=1 表示已用完抽奖次数），没有则为 null',
        response: answers(drawSimpleAnswer),
      },
    },
    (request) => service.simpleDraw(db, request.viewer),
  );
  r.get(
    '/api/draw/:id/activity',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '抽奖活动详情：奖品、规则、时间与剩余次数',
        params: drawIdParams,
        response: answers(drawActivityAnswer),
      },
    },
    (request) => service.drawActivity(db, request.viewer, request.params.id),
  );
  r.get(
    '/api/draw/new_record',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '最新中奖名单（会员名已打码）',
        querystring: drawQuery,
        response: answers(drawWinnersAnswer),
      },
    },
    (request) => service.latestWinners(db, request.query.id),
  );
  r.get(
    '/api/draw/record',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '我的抽奖记录',
        querystring: drawRecordQuery,
        response: answers(drawRecordAnswer),
      },
    },
    (request) => service.memberRecords(db, requireViewer(request), request.query),
  );
  r.get(
    '/api/draw/ads',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '抽奖广告位',
        response: answers(drawAdsAnswer),
      },
    },
    () => service.drawAds(db),
  );
  // The spec draws with a GET (§7); the draw is still one transaction under the member's lock.
  r.get(
    '/api/draw',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '抽奖一次：记录与奖品发放在同一事务中',
        querystring: drawQuery,
        response: answers(drawResultAnswer),
      },
    },
    (request, reply) => {
      // A GET that changes things: no cache may answer it again, and a link or redirect from another
      // site (a top-level navigation carries the SameSite=Lax cookie) must not draw for the member.
      void reply.header('cache-control', 'no-store');
      if (request.headers['sec-fetch-mode'] === 'navigate') throw forbidden('请在抽奖窗口中参与抽奖');
      return service.drawOnce(db, requireViewer(request), request.query.id);
    },
  );
}
