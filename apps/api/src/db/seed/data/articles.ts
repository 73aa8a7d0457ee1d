import { HELP_CATEGORIES } from './articles-help';
import { COMPANY_NEWS, INDUSTRY_NEWS } from './articles-news';

/** Help centre and news. Category 3 is the help centre (spec: /api/article/category?category_id=3). */
export interface ArticleData {
  slug: string;
  title: string;
  /** Days before the seed's `now`. */
  daysAgo: number;
  paragraphs: string[];
}

export interface ArticleCategoryData {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  articles: ArticleData[];
}

/** News categories are found by slug (/api/article/list?type=hy|company), help categories by theirs. */
export const ARTICLE_CATEGORIES: ArticleCategoryData[] = [
  { id: 1, parentId: null, name: '行业资讯', slug: 'hy', articles: INDUSTRY_NEWS },
  { id: 2, parentId: null, name: '公司新闻', slug: 'company', articles: COMPANY_NEWS },
  { id: 3, parentId: null, name: '帮助中心', slug: 'help', articles: [] },
  ...HELP_CATEGORIES,
];
