import {
  articleInput,
  bannerInput,
  operatorArticlesAnswer,
  operatorArticlesQuery,
  operatorBannersAnswer,
  operatorBannersQuery,
  operatorIdParams,
  savedAnswer,
  siteSettingsAnswer,
  siteSettingsBody,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { audited } from '../operator/audit.service';
import * as service from './content-admin.service';

const base = { 'x-access': 'operator', 'x-permission': 'content.update', tags: ['operator'] } as const;

interface RecordWrites<I extends z.ZodObject> {
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
function recordWrites<I extends z.ZodObject>(app: FastifyInstance, db: Database, w: RecordWrites<I>) {
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

/** The console's content: banners by position, site settings, help and news articles. */
export async function contentAdminRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/operator/banners',
    {
      schema: {
        ...base,
        summary: '广告与轮播（按广告位）',
        querystring: operatorBannersQuery,
        response: answers(operatorBannersAnswer),
      },
    },
    (request) => service.banners(db, request.query.position),
  );
  recordWrites(app, db, {
    path: '/api/operator/banners',
    entity: 'banner',
    noun: '广告',
    input: bannerInput,
    titleOf: (b) => b.title,
    save: service.saveBanner,
    remove: service.removeBanner,
    snapshot: service.bannerSnapshot,
  });

  r.get(
    '/api/operator/site_settings',
    {
      schema: {
        ...base,
        summary: '站点设置（标题、热线、QQ、资质证照）',
        response: answers(siteSettingsAnswer),
      },
    },
    () => service.siteSettings(db),
  );
  r.post(
    '/api/operator/site_settings',
    {
      schema: {
        ...base,
        summary: '保存站点设置',
        body: siteSettingsBody,
        response: answers(siteSettingsAnswer),
      },
    },
    (request) =>
      audited(
        db,
        requireViewer(request),
        {
          action: 'content.update',
          entity: 'site',
          entityId: 'settings',
          summary: '修改站点设置',
          snapshot: (tx) => service.siteSettings(tx),
        },
        (tx) => service.saveSiteSettings(tx, request.body),
      ),
  );

  r.get(
    '/api/operator/articles',
    {
      schema: {
        ...base,
        summary: '帮助中心与资讯文章',
        querystring: operatorArticlesQuery,
        response: answers(operatorArticlesAnswer),
      },
    },
    (request) => service.articleList(db, request.query),
  );
  recordWrites(app, db, {
    path: '/api/operator/articles',
    entity: 'article',
    noun: '文章',
    input: articleInput,
    titleOf: (a) => a.title,
    save: service.saveArticle,
    remove: service.removeArticle,
    snapshot: service.articleSnapshot,
  });
}
