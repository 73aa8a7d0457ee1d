import { operatorIdParams, savedAnswer } from '@yaocai/contract';
import type { Permission } from '@yaocai/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { answers } from '../lib/answers';
import { requireViewer } from '../plugins/session';
import { audited } from './audit';

export interface AuditedSaveRoutes<B extends z.ZodType, R extends { id: number }> {
  /** The collection: `POST path` creates, `POST path/:id` replaces one. */
  path: string;
  /** Who may write, and the audit line's action. */
  permission: Permission;
  /** The two routes' summaries in the API reference. */
  summaries: [create: string, update: string];
  body: B;
  /** The audit log's entity name (snake_case). */
  entity: string;
  /** The audit line, e.g. 新增满减活动：双十一 (`id` is null when creating). */
  describe: (body: z.output<B>, id: number | null) => string;
  /** The entity as the audit log keeps it before and after an edit. */
  snapshot: (tx: Database, id: number) => Promise<unknown>;
  save: (tx: Database, id: number | null, body: z.output<B>) => Promise<R>;
  /** Runs after the write has committed (e.g. to drop cached sessions). */
  afterSave?: (saved: R) => void;
}

/**
 * 新增 and 修改 of one kind of console entity: both routes validate the same body, write in one
 * transaction with an audit line (and a before/after snapshot of an edit), and answer the saved id.
 */
export function auditedSaveRoutes<B extends z.ZodType, R extends { id: number }>(
  app: FastifyInstance,
  db: Database,
  spec: AuditedSaveRoutes<B, R>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const withId of [false, true]) {
    r.post(
      withId ? `${spec.path}/:id` : spec.path,
      {
        schema: {
          'x-access': 'operator',
          'x-permission': spec.permission,
          tags: ['operator'],
          summary: spec.summaries[withId ? 1 : 0],
          ...(withId ? { params: operatorIdParams } : {}),
          body: spec.body,
          response: answers(savedAnswer),
        },
      },
      async (request) => {
        const id = withId ? (request.params as { id: number }).id : null;
        const body = request.body as z.output<B>;
        const saved = await audited(
          db,
          requireViewer(request),
          {
            action: spec.permission,
            entity: spec.entity,
            entityId: (result: R) => result.id,
            summary: spec.describe(body, id),
            ...(id === null ? {} : { snapshot: (tx: Database) => spec.snapshot(tx, id) }),
          },
          (tx) => spec.save(tx, id, body),
        );
        spec.afterSave?.(saved);
        return { id: saved.id };
      },
    );
  }
}

/** 新增 or 修改, as the audit line of a save says it. */
export const saveVerb = (id: number | null) => (id === null ? '新增' : '修改');

export interface AuditedIdActions {
  /** One entity: each action is `POST path/:verb`, path ending in `/:id`. */
  path: string;
  permission: Permission;
  entity: string;
  /** What the entity is called, e.g. 满减活动: the summary says 结束满减活动, the audit line 结束满减活动：12. */
  noun: string;
  snapshot: (tx: Database, id: number) => Promise<unknown>;
  actions: {
    verb: string;
    /** The action in Chinese, e.g. 结束. */
    name: string;
    /** The API reference's note after the summary, e.g. （未产生订单时）. */
    note: string;
    run: (tx: Database, id: number) => Promise<void | { id: number }>;
  }[];
}

/** Actions on one console entity by id (结束, 删除 …): each in one transaction with an audit line. */
export function auditedIdActions(app: FastifyInstance, db: Database, spec: AuditedIdActions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const action of spec.actions) {
    r.post(
      `${spec.path}/${action.verb}`,
      {
        schema: {
          'x-access': 'operator',
          'x-permission': spec.permission,
          tags: ['operator'],
          summary: `${action.name}${spec.noun}${action.note}`,
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
            action: spec.permission,
            entity: spec.entity,
            entityId: id,
            summary: `${action.name}${spec.noun}：${id}`,
            snapshot: (tx: Database) => spec.snapshot(tx, id),
          },
          (tx) => action.run(tx, id),
        );
      },
    );
  }
}
