import { combinationInput, combinationsAdminAnswer } from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { auditedIdActions, auditedSaveRoutes, saveVerb } from '../../shared/audited-save-routes';
import * as service from './combination-admin.service';

/** The console's 组合购 (/zhzq): list, create, edit, end and delete, each write audited. */
export async function combinationAdminRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { 'x-access': 'operator', 'x-permission': 'promotion.read', tags: ['operator'] } as const;

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

  auditedIdActions(app, db, {
    path: '/api/operator/combinations/:id',
    permission: 'promotion.update',
    entity: 'combination',
    noun: '组合购',
    snapshot: service.combinationSnapshot,
    actions: [
      { verb: 'end', name: '结束', note: '（结束时间改为现在，仅进行中）', run: service.endCombination },
      { verb: 'delete', name: '删除', note: '（未产生订单时）', run: service.deleteCombination },
    ],
  });
}
