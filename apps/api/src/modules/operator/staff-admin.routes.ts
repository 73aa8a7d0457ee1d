import {
  operatorIdParams,
  roleInput,
  savedAnswer,
  staffAnswer,
  staffCreateBody,
  staffUpdateBody,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { audited } from '../../shared/audit';
import { auditedSaveRoutes, saveVerb } from '../../shared/audited-save-routes';
import * as service from './staff-admin.service';

/** Staff accounts and roles (管理员): who may use the console and what each role may do. */
export async function staffAdminRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { 'x-access': 'operator', 'x-permission': 'staff.read', tags: ['operator'] } as const;
  const write = { 'x-access': 'operator', 'x-permission': 'staff.update', tags: ['operator'] } as const;

  r.get(
    '/api/operator/staff',
    { schema: { ...read, summary: '员工、角色与权限目录', response: answers(staffAnswer) } },
    () => service.staffOverview(db),
  );
  r.post(
    '/api/operator/staff',
    { schema: { ...write, summary: '新增员工账号', body: staffCreateBody, response: answers(savedAnswer) } },
    (request) =>
      audited(
        db,
        requireViewer(request),
        {
          action: 'staff.update',
          entity: 'staff',
          entityId: (a: { id: number }) => a.id,
          summary: `新增员工：${request.body.username}`,
        },
        (tx) => service.createStaff(tx, requireViewer(request), request.body),
      ),
  );
  r.post(
    '/api/operator/staff/:id',
    {
      schema: {
        ...write,
        summary: '修改员工角色，停用或启用',
        params: operatorIdParams,
        body: staffUpdateBody,
        response: answers(savedAnswer),
      },
    },
    async (request) => {
      const { id } = request.params;
      const saved = await audited(
        db,
        requireViewer(request),
        {
          action: 'staff.update',
          entity: 'staff',
          entityId: id,
          summary:
            request.body.disabled === 1
              ? '停用员工'
              : request.body.disabled === 0
                ? '启用员工'
                : '修改员工角色',
          snapshot: (tx) => service.staffSnapshot(tx, id),
        },
        (tx) => service.updateStaff(tx, requireViewer(request), id, request.body),
      );
      app.forgetViewers(id);
      return saved;
    },
  );
  auditedSaveRoutes(app, db, {
    path: '/api/operator/roles',
    permission: 'staff.update',
    summaries: ['新增角色', '修改角色的名称与权限'],
    body: roleInput,
    entity: 'role',
    describe: (body, id) => `${saveVerb(id)}角色：${body.name}`,
    snapshot: service.roleSnapshot,
    save: service.saveRole,
    // A role's members hold its permissions in their cached sessions.
    afterSave: (saved) => saved.members.forEach((member) => app.forgetViewers(member)),
  });
}
