import {
  listSavedAnswer,
  recurringBody,
  recurringIdParams,
  recurringJobAnswer,
  recurringListAnswer,
  recurringPlan,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { notFound } from '../../lib/http-errors';
import { requireViewer } from '../../plugins/session';
import { runDueRecurringOrders } from './recurring-run.service';
import * as plans from './recurring.service';

/** 定期采购 (/dqcg): the member's plans; the job that orders them is jobs/recurring-orders.ts. */
export async function recurringRoutes(app: FastifyInstance, { db, config, payments }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['repeat'];
  const member = { 'x-access': 'member' as const, tags };
  const params = recurringIdParams;
  const answer = answers(recurringPlan);

  r.get(
    '/api/user/recurring-orders',
    { schema: { ...member, summary: '定期采购计划', response: answers(recurringListAnswer) } },
    (request) => plans.myPlans(db, requireViewer(request)),
  );
  r.post(
    '/api/user/recurring-orders',
    { schema: { ...member, summary: '新建定期采购计划', body: recurringBody, response: answer } },
    (request) => plans.createPlan(db, requireViewer(request), request.body),
  );
  r.post(
    '/api/user/recurring-orders/:id',
    { schema: { ...member, summary: '修改定期采购计划', params, body: recurringBody, response: answer } },
    (request) => plans.updatePlan(db, requireViewer(request), request.params.id, request.body),
  );
  r.post(
    '/api/user/recurring-orders/:id/pause',
    { schema: { ...member, summary: '暂停计划', params, response: answer } },
    (request) => plans.pausePlan(db, requireViewer(request), request.params.id),
  );
  r.post(
    '/api/user/recurring-orders/:id/resume',
    { schema: { ...member, summary: '恢复计划', params, response: answer } },
    (request) => plans.resumePlan(db, requireViewer(request), request.params.id),
  );
  r.post(
    '/api/user/recurring-orders/:id/skip',
    { schema: { ...member, summary: '跳过下次', params, response: answer } },
    (request) => plans.skipNext(db, requireViewer(request), request.params.id),
  );
  r.post(
    '/api/user/recurring-orders/:id/delete',
    { schema: { ...member, summary: '删除计划', params, response: answers(listSavedAnswer) } },
    (request) => plans.deletePlan(db, requireViewer(request), request.params.id),
  );
  // Development and browser tests: run the job's round now (production answers 404).
  r.post(
    '/api/dev/jobs/recurring-orders',
    {
      schema: {
        'x-access': 'public',
        hide: true,
        tags: ['development'],
        summary: '立即执行定期采购任务（仅开发环境）',
        response: answers(recurringJobAnswer),
      },
    },
    async () => {
      if (!config.devPages) throw notFound('页面');
      return runDueRecurringOrders(db, payments);
    },
  );
}
