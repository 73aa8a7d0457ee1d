import { combinationInput, combinationsAdminAnswer, operatorIdParams, savedAnswer } from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { audited } from '../../shared/audit';
import { auditedSaveRoutes, saveVerb } from '../../shared/audited-save-routes';
import * as service from './combination-admin.service';

/** The console's 组合购 (/zhzq): list, create, edit, end and delete, each write audited. */
export async function combinationAdminRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { 'x-access': 'operator', 'x-permission': 'promotion.read', tags: ['operator'] } as const;
  const write = { 'x-access': 'operator', 'x-permission': 'promotion.update', tags: ['operator'] } as const;
  const snapshot = (id: number) => (tx: Database) => service.combinationSnapshot(tx, id);

  r.get(
    '/api/operator/combinations',
    {
      schema: {
        ...read,
        summary: '组合购（含商品原价合计与组合价）',
        response: answers(combinationsAdminAnswer),
      },
    },
    () => service.combinationViews(db),
  );

  auditedSaveRoutes(app, db, {
    path: '/api/operator/combinations',
    permission: 'promotion.update',
    summaries: ['新增组合购', '修改组合购（组合商品整体替换）'],
    body: combinationInput,
    entity: 'combination',
    describe: (body, id) => `${saveVerb(id)}组合购：${body.name}`,
    snapshot: service.combinationSnapshot,
    save: service.saveCombination,
  });

  for (const [verb, name, run] of [
    ['end', '结束', service.endCombination],
    ['delete', '删除', service.deleteCombination],
  ] as const) {
    r.post(
      `/api/operator/combinations/:id/${verb}`,
      {
        schema: {
          ...write,
          summary: `${name}组合购${verb === 'end' ? '（结束时间改为现在，仅进行中）' : '（未产生订单时）'}`,
          params: operatorIdParams,
          response: answers(savedAnswer),
        },
      },
      (request) => {
        const { id } = request.params;
        return audited(
          db,
          requireViewer(request),
          {
            action: 'promotion.update',
            entity: 'combination',
            entityId: id,
            summary: `${name}组合购：${id}`,
            snapshot: snapshot(id),
          },
          (tx) => run(tx, id),
        );
      },
    );
  }
}
