import {
  accountManagersAnswer,
  savedAnswer,
  memberUpdateBody,
  operatorIdParams,
  operatorMembersAnswer,
  operatorMembersQuery,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { audited } from '../../shared/audit';
import * as service from './member-admin.service';

/** The console's members: list, and the settings staff keep for each. */
export async function memberAdminRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];

  r.get(
    '/api/operator/members',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'member.read',
        tags,
        summary: '会员列表（审核状态、停用；账号、联系人、电话、公司）',
        querystring: operatorMembersQuery,
        response: answers(operatorMembersAnswer),
      },
    },
    (request) => service.memberList(db, request.query),
  );
  r.get(
    '/api/operator/account_managers',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'member.read',
        tags,
        summary: '客户经理',
        response: answers(accountManagersAnswer),
      },
    },
    () => service.accountManagerList(db),
  );
  r.post(
    '/api/operator/members/:id',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'member.update',
        tags,
        summary: '修改会员：特药权限、账期额度、客户经理、停用或启用',
        params: operatorIdParams,
        body: memberUpdateBody,
        response: answers(savedAnswer),
      },
    },
    async (request) => {
      const { id } = request.params;
      const saved = await audited(
        db,
        requireViewer(request),
        {
          action: 'member.update',
          entity: 'member',
          entityId: id,
          summary:
            request.body.disabled === 1
              ? '停用会员'
              : request.body.disabled === 0
                ? '启用会员'
                : '修改会员设置',
          snapshot: (tx) => service.memberSnapshot(tx, id),
        },
        (tx) => service.updateMember(tx, id, request.body),
      );
      app.forgetViewers(id);
      return saved;
    },
  );
}
