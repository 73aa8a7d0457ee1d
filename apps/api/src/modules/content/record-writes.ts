import { operatorIdParams, savedAnswer } from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { audited } from '../../shared/audit';

/** What every route of the console's content section declares: staff with content.update. */
export const base = { 'x-access': 'operator', 'x-permission': 'content.update', tags: ['operator'] } as const;

export interface RecordWrites<I extends z.ZodObject> {
  path: string;
  entity: string;
  /** 广告, 文章: how the summaries and the API docs name one record. */
  noun: string;
  input: I;
  titleOf: (body: z.output<I>) => string;
  save: (db: Database, id: number | null, body: z.output<I>) => Promise<{ id: number }>;
  remove: (db: Database, id: number) => Promise<{ id: number }>;
  snapshot: (db: Database, id: number) => Promise<unknown>;
}

/** POST {path} (new), {path}/{id} (edit) and {path}/{id}/delete, each audited with before and after. */
export function recordWrites<I extends z.ZodObject>(app: FastifyInstance, db: Database, w: RecordWrites<I>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const target = (id: number, summary: string) => ({
    action: 'content.update' as const,
    entity: w.entity,
    entityId: id,
    summary,
    snapshot: (tx: Database) => w.snapshot(tx, id),
  });
  r.post(
    w.path,
    { schema: { ...base, summary: `新增${w.noun}`, body: w.input, response: answers(savedAnswer) } },
    (request) => {
      const body = request.body as z.output<I>;
      const summary = `新增${w.noun}：${w.titleOf(body)}`;
      return audited(
        db,
        requireViewer(request),
        { action: 'content.update', entity: w.entity, entityId: (a: { id: number }) => a.id, summary },
        (tx) => w.save(tx, null, body),
      );
    },
  );
  r.post(
    `${w.path}/:id`,
    {
      schema: {
        ...base,
        summary: `修改${w.noun}`,
        params: operatorIdParams,
        body: w.input,
        response: answers(savedAnswer),
      },
    },
    (request) => {
      const body = request.body as z.output<I>;
      const { id } = request.params;
      return audited(db, requireViewer(request), target(id, `修改${w.noun}：${w.titleOf(body)}`), (tx) =>
        w.save(tx, id, body),
      );
    },
  );
  r.post(
    `${w.path}/:id/delete`,
    {
      schema: { ...base, summary: `删除${w.noun}`, params: operatorIdParams, response: answers(savedAnswer) },
    },
    (request) =>
      audited(db, requireViewer(request), target(request.params.id, `删除${w.noun}`), (tx) =>
        w.remove(tx, request.params.id),
      ),
  );
}
