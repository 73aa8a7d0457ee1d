import {
  articleCategoryQuery,
  bannerPositionParams,
  bannerPositionQuery,
  bannersAnswer,
  brandBannerParams,
  commonQuery,
  demoBannerQuery,
  commonAnswer,
  demoBannerAnswer,
  friendlyLinksAnswer,
  helpCategoriesAnswer,
  siteAnswer,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import {
  bannerById,
  bannersAt,
  commonData,
  friendlyLinks,
  helpCategories,
  siteInfo,
} from './content.service';

export async function contentRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];

  r.get(
    '/api/focus/common',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '公共数据：热搜、导航、分类、品牌、服务器时间',
        response: answers(commonAnswer),
        querystring: commonQuery,
      },
    },
    (request) => commonData(db, request.query),
  );
  r.get(
    '/api/focus',
    { schema: { 'x-access': 'public', tags, summary: '首页轮播', response: answers(bannersAnswer) } },
    () => bannersAt(db, 'home'),
  );
  r.get(
    '/api/focus/demo',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '指定广告（首页底部广告 banner_id=121）',
        response: answers(demoBannerAnswer),
        querystring: demoBannerQuery,
      },
    },
    (request) => bannerById(db, request.query.banner_id),
  );
  r.get(
    '/api/focus/brand/:id',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '品牌广告',
        response: answers(bannersAnswer),
        params: brandBannerParams,
      },
    },
    (request) => bannersAt(db, 'brand', request.params.id),
  );
  r.get(
    '/api/focus/:position',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '广告位',
        response: answers(bannersAnswer),
        params: bannerPositionParams,
        querystring: bannerPositionQuery,
      },
    },
    (request) => bannersAt(db, request.params.position, undefined, request.query.ids),
  );
  r.get(
    '/api/global/links',
    { schema: { 'x-access': 'public', tags, summary: '友情链接', response: answers(friendlyLinksAnswer) } },
    () => friendlyLinks(db),
  );
  r.get(
    '/api/global/site',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '站点信息：标题、热线、资质证照',
        response: answers(siteAnswer),
      },
    },
    () => siteInfo(db),
  );
  r.get(
    '/api/article/category',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '文章分类及文章（帮助中心 category_id=3）',
        querystring: articleCategoryQuery,
        response: answers(helpCategoriesAnswer),
      },
    },
    (request) => helpCategories(db, request.query.category_id),
  );
}
