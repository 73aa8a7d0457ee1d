import {
  type articleInput,
  type bannerInput,
  type OperatorArticlesAnswer,
  type operatorArticlesQuery,
  type OperatorBanner,
  type SiteSettings,
  type siteSettingsBody,
  BANNER_POSITIONS,
  SITE_SETTINGS,
  type BannerPosition,
  type SiteSettingKey,
} from '@yaocai/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { invalid, notFound } from '../../lib/http-errors';
import * as repo from './content-admin.repository';
import { loadSiteConfig } from './site-config.repository';

const PAGE_SIZE = 20;
type Banner = NonNullable<Awaited<ReturnType<typeof repo.bannerById>>>;

const bannerView = (b: Banner): OperatorBanner => ({
  id: b.id,
  position: b.position,
  position_name: BANNER_POSITIONS[b.position as BannerPosition]?.name ?? b.position,
  title: b.title,
  image: b.image,
  url: b.url,
  sort: b.sort,
});

export async function banners(db: Database, position?: string) {
  return (await repo.bannerList(db, position)).map(bannerView);
}

export const bannerSnapshot = (db: Database, id: number) => repo.bannerById(db, id);

export async function saveBanner(db: Database, id: number | null, input: z.output<typeof bannerInput>) {
  if (id === null) return { id: await repo.insertBanner(db, input) };
  if (!(await repo.updateBanner(db, id, input))) throw notFound('广告');
  return { id };
}

export async function removeBanner(db: Database, id: number) {
  if (!(await repo.deleteBanner(db, id))) throw notFound('广告');
  return { id };
}

function licenceLines(value: string | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(value ?? '[]');
    return Array.isArray(parsed) ? parsed.map(String) : [String(parsed)];
  } catch {
    return value ? [value] : [];
  }
}

export async function siteSettings(db: Database): Promise<SiteSettings> {
  const config = await loadSiteConfig(db);
  const keys = Object.keys(SITE_SETTINGS) as SiteSettingKey[];
  const values = Object.fromEntries(keys.map((k) => [k, config[k] ?? ''])) as SiteSettings;
  return { ...values, licence: licenceLines(config.licence).join('\n') };
}

/** The licence lines are kept as a JSON list, as the storefront's footer reads them. */
export async function saveSiteSettings(db: Database, input: z.output<typeof siteSettingsBody>) {
  const lines = input.licence
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  await repo.saveSettings(db, { ...input, licence: JSON.stringify(lines) });
  return siteSettings(db);
}

/** A category and every category below it: filtering by 帮助中心 lists the articles of its sections too. */
export function withDescendants(categories: { id: number; parentId: number | null }[], id: number): number[] {
  const ids = [id];
  for (let i = 0; i < ids.length; i++)
    for (const c of categories) if (c.parentId === ids[i] && !ids.includes(c.id)) ids.push(c.id);
  return ids;
}

export async function articleList(
  db: Database,
  q: z.output<typeof operatorArticlesQuery>,
): Promise<OperatorArticlesAnswer> {
  const categories = await repo.articleCategoryList(db);
  const categoryIds = q.category_id === undefined ? undefined : withDescendants(categories, q.category_id);
  const { rows, total } = await repo.articlePage(
    db,
    { categoryIds, keyword: q.keyword },
    (q.page - 1) * PAGE_SIZE,
    PAGE_SIZE,
  );
  return {
    list: rows.map(({ article, category }) => ({
      id: article.id,
      category_id: article.categoryId,
      category,
      title: article.title,
      content: article.content,
      sort: article.sort,
      published_at: article.publishedAt.toISOString(),
    })),
    total,
    page: q.page,
    page_size: PAGE_SIZE,
    categories: categories.map((c) => ({
      id: c.id,
      name: c.name,
      path: c.parent ? `${c.parent} / ${c.name}` : c.name,
    })),
  };
}

export const articleSnapshot = (db: Database, id: number) => repo.articleById(db, id);

export async function saveArticle(db: Database, id: number | null, input: z.output<typeof articleInput>) {
  const categories = await repo.articleCategoryList(db);
  if (!categories.some((c) => c.id === input.category_id)) throw invalid('category_id', '文章分类不存在');
  const values = {
    categoryId: input.category_id,
    title: input.title,
    content: input.content,
    sort: input.sort,
  };
  if (id === null) return { id: await repo.insertArticle(db, values) };
  if (!(await repo.updateArticle(db, id, values))) throw notFound('文章');
  return { id };
}

export async function removeArticle(db: Database, id: number) {
  if (!(await repo.deleteArticle(db, id))) throw notFound('文章');
  return { id };
}
