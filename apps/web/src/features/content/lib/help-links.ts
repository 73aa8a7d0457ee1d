import type { NewsType } from '@yaocai/contract';
import { paths } from '../../../app/paths';

/** The `type` of /news/info/{id}/{type} for a help article that has no page of its own. */
export const HELP_ARTICLE_TYPE = 'help';

/** The help category whose overview page is /help/pay (spec §2: 支付配送). */
export const PAY_CATEGORY_SLUG = 'zfps';

const ROUTED_HELP_PATHS = new Set<string>(Object.values(paths.helpArticle));

/**
 * Where a help article lives: its page of spec §2 (/help/xrzn/hyzc …) when the route table has one,
 * otherwise the article page by id (articles staff added later).
 */
export function helpArticlePath(categorySlug: string, article: { id: number; slug: string }): string {
  const path = `${paths.help}/${categorySlug}/${article.slug}`.toLowerCase();
  return ROUTED_HELP_PATHS.has(path) ? path : paths.newsInfo(article.id, HELP_ARTICLE_TYPE);
}

/** The category and article slugs of a /help/{category}/{article} path (paths match case-insensitively). */
export function helpSlugsOf(pathname: string): { category: string; article: string } | null {
  const match = /^\/help\/([^/]+)\/([^/]+)\/?$/i.exec(pathname);
  return match ? { category: match[1].toLowerCase(), article: match[2].toLowerCase() } : null;
}

export const NEWS_PATHS: Record<NewsType, string> = {
  hy: paths.industryNews,
  company: paths.companyNews,
};

/** The news list a /news/info/{id}/{type} page goes back to; null for anything else. */
export const newsTypeOf = (type: string | undefined): NewsType | null =>
  type === 'hy' || type === 'company' ? type : null;
