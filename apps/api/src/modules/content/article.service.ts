import {
  ARTICLE_SUMMARY_LENGTH,
  NEWS_PAGE_SIZE,
  NEWS_TYPES,
  type ArticleDetail,
  type ArticleListAnswer,
  type NewsType,
} from '@yaocai/contract';
import { formatDate, toCalendarDate } from '@yaocai/domain';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import * as repo from './article.repository';
import { articleParagraphs, articleSummary } from './article-text';

const chinaDay = (at: Date) => formatDate(toCalendarDate(at));

/** 行业资讯 / 公司新闻: a page of the category, newest first. */
export async function articleList(
  db: Database,
  query: { type: NewsType; page: number },
): Promise<ArticleListAnswer> {
  const found = await repo.findRootCategory(db, query.type);
  // The type is one of the contract's; a database without that category simply has no news yet.
  const category = found ?? { id: 0, name: NEWS_TYPES[query.type], slug: query.type };
  if (!found) return { list: [], total: 0, page: query.page, page_size: NEWS_PAGE_SIZE, category };
  const { rows, total } = await repo.articlePage(
    db,
    category.id,
    (query.page - 1) * NEWS_PAGE_SIZE,
    NEWS_PAGE_SIZE,
  );
  return {
    list: rows.map((a) => ({
      id: a.id,
      title: a.title,
      summary: articleSummary(a.content, ARTICLE_SUMMARY_LENGTH),
      published_at: chinaDay(a.publishedAt),
      category,
    })),
    total,
    page: query.page,
    page_size: NEWS_PAGE_SIZE,
    category,
  };
}

/** One article as plain paragraphs, with its neighbours in the same category. */
export async function articleDetail(db: Database, id: number): Promise<ArticleDetail> {
  const article = await repo.findArticle(db, id);
  if (!article) throw notFound('文章');
  const { newer, older } = await repo.findNeighbours(db, { id, categoryId: article.category.id });
  return {
    id: article.id,
    title: article.title,
    paragraphs: articleParagraphs(article.content),
    published_at: chinaDay(article.publishedAt),
    category: {
      id: article.category.id,
      name: article.category.name,
      slug: article.category.slug,
      parent_id: article.category.parentId,
    },
    prev: newer,
    next: older,
  };
}
