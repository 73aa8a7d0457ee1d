import {
  drawAdminInput,
  drawRecordsAdminAnswer,
  drawRecordsAdminQuery,
  drawsAdminAnswer,
  operatorIdParams,
  savedAnswer,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { audited } from '../operator/audit.service';
import * as service from './draw-admin.service';

/** The console's 抽奖活动: raffles with their prizes, weights and stock, and who won what. */
export async function drawAdminRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { 'x-access': 'operator', 'x-permission': 'promotion.read', tags: ['operator'] } as const;
  const write = { 'x-access': 'operator', 'x-permission': 'promotion.update', tags: ['operator'] } as const;

  r.get(
    '/api/operator/draws',
    { schema: { ...read, summary: '抽奖活动与奖品', response: answers(drawsAdminAnswer) } },
    () => service.drawViews(db),
  );
  for (const withId of [false, true]) {
    r.post(
      withId ? '/api/operator/draws/:id' : '/api/operator/draws',
      {
        schema: {
          ...write,
          summary: withId ? '修改抽奖活动（未送出的奖品将被删除）' : '新增抽奖活动',
          ...(withId ? { params: operatorIdParams } : {}),
          body: drawAdminInput,
          response: answers(savedAnswer),
        },
      },
      (request) => {
        const id = withId ? (request.params as { id: number }).id : null;
        return audited(
          db,
          requireViewer(request),
          {
            action: 'promotion.update',
            entity: 'draw',
            entityId: (a: { id: number }) => a.id,
            summary: `${id === null ? '新增' : '修改'}抽奖活动：${request.body.name}`,
            ...(id === null ? {} : { snapshot: (tx: typeof db) => service.drawSnapshot(tx, id) }),
          },
          (tx) => service.saveDraw(tx, id, request.body),
        );
      },
    );
  }
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
