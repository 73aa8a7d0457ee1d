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
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { audited } from '../operator/audit.service';
import * as service from './content-admin.service';

/** The console's content: banners by position, site settings, help and news articles. */
export async function contentAdminRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { 'x-access': 'operator', 'x-permission': 'content.update', tags: ['operator'] } as const;
  const banner = (id: number) => ({
    entity: 'banner',
    entityId: id,
    snapshot: (tx: typeof db) => service.bannerSnapshot(tx, id),
  });
  const article = (id: number) => ({
    entity: 'article',
    entityId: id,
    snapshot: (tx: typeof db) => service.articleSnapshot(tx, id),
  });

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
  r.post(
    '/api/operator/banners',
    { schema: { ...base, summary: '新增广告', body: bannerInput, response: answers(savedAnswer) } },
    (request) =>
      audited(
        db,
        requireViewer(request),
        {
          action: 'content.update',
          entity: 'banner',
          entityId: (a: { id: number }) => a.id,
          summary: `新增广告：${request.body.title}`,
        },
        (tx) => service.saveBanner(tx, null, request.body),
      ),
  );
  r.post(
    '/api/operator/banners/:id',
    {
      schema: {
        ...base,
        summary: '修改广告',
        params: operatorIdParams,
        body: bannerInput,
        response: answers(savedAnswer),
      },
    },
    (request) =>
      audited(
        db,
        requireViewer(request),
        {
          action: 'content.update',
          ...banner(request.params.id),
          summary: `修改广告：${request.body.title}`,
        },
        (tx) => service.saveBanner(tx, request.params.id, request.body),
      ),
  );
  r.post(
    '/api/operator/banners/:id/delete',
    { schema: { ...base, summary: '删除广告', params: operatorIdParams, response: answers(savedAnswer) } },
    (request) =>
      audited(
        db,
        requireViewer(request),
        { action: 'content.update', ...banner(request.params.id), summary: '删除广告' },
        (tx) => service.removeBanner(tx, request.params.id),
      ),
  );

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
  r.post(
    '/api/operator/articles',
    { schema: { ...base, summary: '新增文章', body: articleInput, response: answers(savedAnswer) } },
    (request) =>
      audited(
        db,
        requireViewer(request),
        {
          action: 'content.update',
          entity: 'article',
          entityId: (a: { id: number }) => a.id,
          summary: `新增文章：${request.body.title}`,
        },
        (tx) => service.saveArticle(tx, null, request.body),
      ),
  );
  r.post(
    '/api/operator/articles/:id',
    {
      schema: {
        ...base,
        summary: '修改文章',
        params: operatorIdParams,
        body: articleInput,
        response: answers(savedAnswer),
      },
    },
    (request) =>
      audited(
        db,
        requireViewer(request),
        {
          action: 'content.update',
          ...article(request.params.id),
          summary: `修改文章：${request.body.title}`,
        },
        (tx) => service.saveArticle(tx, request.params.id, request.body),
      ),
  );
  r.post(
    '/api/operator/articles/:id/delete',
    { schema: { ...base, summary: '删除文章', params: operatorIdParams, response: answers(savedAnswer) } },
    (request) =>
      audited(
        db,
        requireViewer(request),
        { action: 'content.update', ...article(request.params.id), summary: '删除文章' },
        (tx) => service.removeArticle(tx, request.params.id),
      ),
  );
}
