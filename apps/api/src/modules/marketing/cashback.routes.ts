import {
  cashbackAnswer,
  cashbackRuleInput,
  cashbackRulesAnswer,
  operatorIdParams,
  savedAnswer,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { audited } from '../operator/audit.service';
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
  const write = { 'x-access': 'operator', 'x-permission': 'promotion.update', tags: ['operator'] } as const;
  r.get(
    '/api/operator/cashback-rules',
    { schema: { ...read, summary: '满额返现规则', response: answers(cashbackRulesAnswer) } },
    () => admin.cashbackRuleViews(db),
  );
  for (const withId of [false, true]) {
    r.post(
      withId ? '/api/operator/cashback-rules/:id' : '/api/operator/cashback-rules',
      {
        schema: {
          ...write,
          summary: withId ? '修改满额返现规则（is_on=0 停用）' : '新增满额返现规则',
          ...(withId ? { params: operatorIdParams } : {}),
          body: cashbackRuleInput,
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
            entity: 'cashback_rule',
            entityId: (a: { id: number }) => a.id,
            summary: `${id === null ? '新增' : '修改'}满额返现：${request.body.name}`,
            ...(id === null ? {} : { snapshot: (tx: typeof db) => admin.cashbackRuleSnapshot(tx, id) }),
          },
          (tx) => admin.saveCashbackRule(tx, id, request.body),
        );
      },
    );
  }
}
