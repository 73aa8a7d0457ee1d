import {
  articleInput,
  bannerInput,
  operatorArticlesAnswer,
  operatorArticlesQuery,
  operatorBannersAnswer,
  operatorBannersQuery,
  siteSettingsAnswer,
  siteSettingsBody,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { audited } from '../../shared/audit';
import * as service from './content-admin.service';
import { base, recordWrites } from './record-writes';

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
