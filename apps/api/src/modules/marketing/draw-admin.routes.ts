import {
  drawAdminInput,
  drawRecordsAdminAnswer,
  drawRecordsAdminQuery,
  drawsAdminAnswer,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { auditedSaveRoutes, saveVerb } from '../../shared/audited-save-routes';
import * as service from './draw-admin.service';

/** The console's 抽奖活动: raffles with their prizes, weights and stock, and who won what. */
export async function drawAdminRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { 'x-access': 'operator', 'x-permission': 'promotion.read', tags: ['operator'] } as const;

  r.get(
    '/api/operator/draws',
    { schema: { ...read, summary: '抽奖活动与奖品', response: answers(drawsAdminAnswer) } },
    () => service.drawViews(db),
  );
  auditedSaveRoutes(app, db, {
    path: '/api/operator/draws',
    permission: 'promotion.update',
    summaries: ['新增抽奖活动', '修改抽奖活动（未送出的奖品将被删除）'],
    body: drawAdminInput,
    entity: 'draw',
    describe: (body, id) => `${saveVerb(id)}抽奖活动：${body.name}`,
    snapshot: service.drawSnapshot,
    save: service.saveDraw,
  });
  r.get(
    '/api/operator/draw_records',
    {
      schema: {
        ...read,
        summary: '抽奖记录',
        querystring: drawRecordsAdminQuery,
        response: answers(drawRecordsAdminAnswer),
      },
    },
    (request) => service.drawRecords(db, request.query),
  );
}
