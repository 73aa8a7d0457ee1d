import { articleDetailAnswer, articleIdParams, articleListAnswer, articleListQuery } from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { articleDetail, articleList } from './article.service';

/** News lists and article pages (行业资讯, 公司新闻, and the help centre's articles by id). */
export async function articleRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];
  r.get(
    '/api/article/list',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '资讯列表（type=hy 行业资讯，type=company 公司新闻；每页10条，最新在前）',
        querystring: articleListQuery,
        response: answers(articleListAnswer),
      },
    },
    (request) => articleList(db, request.query),
  );
  r.get(
    '/api/article/:id',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '文章详情（正文为纯文本段落，含同分类上一篇/下一篇）',
        params: articleIdParams,
        response: answers(articleDetailAnswer),
      },
    },
    (request) => articleDetail(db, request.params.id),
  );
}
