import { cashbackAnswer, cashbackRuleInput, cashbackRulesAnswer } from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { auditedSaveRoutes, saveVerb } from '../../shared/audited-save-routes';
import * as admin from './cashback-admin.service';
import { cashbackActivity } from './cashback.service';

/** 满额返现 (/hb): the running rules and a member's records, and the console's rules. */
export async function cashbackRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/activity/cashback',
    {
      schema: {
        'x-access': 'public',
        tags: ['marketing'],
        summary: '满额返现：进行中的返现规则（登录后含本人的返现记录）',
        response: answers(cashbackAnswer),
      },
    },
    (request) => cashbackActivity(db, request.viewer ?? null),
  );

  const read = { 'x-access': 'operator', 'x-permission': 'promotion.read', tags: ['operator'] } as const;
  r.get(
    '/api/operator/cashback-rules',
    { schema: { ...read, summary: '满额返现规则', response: answers(cashbackRulesAnswer) } },
    () => admin.cashbackRuleViews(db),
  );
  auditedSaveRoutes(app, db, {
    path: '/api/operator/cashback-rules',
    permission: 'promotion.update',
    summaries: ['新增满额返现规则', '修改满额返现规则（is_on=0 停用）'],
    body: cashbackRuleInput,
    entity: 'cashback_rule',
    describe: (body, id) => `${saveVerb(id)}满额返现：${body.name}`,
    snapshot: admin.cashbackRuleSnapshot,
    save: admin.saveCashbackRule,
  });
}
