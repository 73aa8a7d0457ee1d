import { z } from 'zod';
import { pageOf, pageQueryField } from '../operator/fields';

/** The news categories of /news/hy and /news/company, by their article_categories slug. */
export const NEWS_TYPES = { hy: '行业资讯', company: '公司新闻' } as const;
export type NewsType = keyof typeof NEWS_TYPES;
const NEWS_TYPE_KEYS = Object.keys(NEWS_TYPES) as [NewsType, ...NewsType[]];

/** Articles on a page of a news list. */
export const NEWS_PAGE_SIZE = 10;
/** Characters of plain text in a list item's summary. */
export const ARTICLE_SUMMARY_LENGTH = 80;

export const articleCategoryRef = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type ArticleCategoryRef = z.infer<typeof articleCategoryRef>;

/** GET /api/article/list */
export const articleListQuery = z.object({
  type: z.enum(NEWS_TYPE_KEYS, { error: '资讯类型不正确，应为行业资讯(hy)或公司新闻(company)' }),
  page: pageQueryField,
});
export type ArticleListQuery = z.input<typeof articleListQuery>;

export const articleListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The start of the text, plain, at most ARTICLE_SUMMARY_LENGTH characters (and an ellipsis). */
  summary: z.string(),
  /** China calendar date, YYYY-MM-DD. */
  published_at: z.string(),
  category: articleCategoryRef,
});
export type ArticleListItem = z.infer<typeof articleListItem>;

/** Newest first. */
export const articleListAnswer = pageOf(articleListItem).extend({ category: articleCategoryRef });
export type ArticleListAnswer = z.infer<typeof articleListAnswer>;

/** GET /api/article/{id} */
export const articleIdParams = z.object({
  id: z.coerce
    .number({ error: '文章编号必须是数字' })
    .int('文章编号必须是整数')
    .positive('文章编号必须大于0')
    .max(2_147_483_647, '文章编号过大'),
});

export const articleNeighbour = z.object({ id: z.number().int(), title: z.string() }).nullable();

export const articleDetailAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The text as plain paragraphs (tags stripped, entities decoded): render as text, never as HTML. */
  paragraphs: z.array(z.string()),
  /** China calendar date, YYYY-MM-DD. */
  published_at: z.string(),
  /** parent_id is the help centre's id for help articles, null for news. */
  category: articleCategoryRef.extend({ parent_id: z.number().int().nullable() }),
  /** In the category's list order (newest first): prev is the newer neighbour, next the older one. */
  prev: articleNeighbour,
  next: articleNeighbour,
});
export type ArticleDetail = z.infer<typeof articleDetailAnswer>;

/** GET /api/article/category?category_id=3: the help centre's categories with their articles. */
export const articleCategoryQuery = z.object({
  category_id: z.coerce
    .number({ error: '分类编号必须是数字' })
    .int('分类编号必须是整数')
    .positive('分类编号必须大于0')
    .max(2_147_483_647, '分类编号过大'),
});

export const helpCategory = articleCategoryRef.extend({
  children: z.array(z.object({ id: z.number().int(), title: z.string(), slug: z.string() })),
});
export type HelpCategoryAnswer = z.infer<typeof helpCategory>;
export const helpCategoriesAnswer = z.array(helpCategory);
