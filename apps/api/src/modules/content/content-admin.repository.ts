import { and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { articleCategories, articles, banners, siteConfig } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import { pageWithTotal } from '../../shared/paging';

/** The console's writes of banners, site settings and articles. */

export type BannerWrite = Pick<typeof banners.$inferInsert, 'position' | 'title' | 'image' | 'url' | 'sort'>;
export type ArticleWrite = Pick<typeof articles.$inferInsert, 'categoryId' | 'title' | 'content' | 'sort'>;

export async function bannerList(db: Database, position?: string) {
  return db
    .select()
    .from(banners)
    .where(position ? eq(banners.position, position) : undefined)
    .orderBy(asc(banners.position), asc(banners.sort), asc(banners.id));
}

export async function bannerById(db: Database, id: number) {
  const [row] = await db.select().from(banners).where(eq(banners.id, id));
  return row ?? null;
}

export async function insertBanner(db: Database, values: BannerWrite) {
  const [row] = await db.insert(banners).values(values).returning({ id: banners.id });
  return row.id;
}

export async function updateBanner(db: Database, id: number, values: BannerWrite) {
  const rows = await db.update(banners).set(values).where(eq(banners.id, id)).returning({ id: banners.id });
  return rows.length > 0;
}

export async function deleteBanner(db: Database, id: number) {
  const rows = await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
  return rows.length > 0;
}

export async function saveSettings(db: Database, values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) {
    await db
      .insert(siteConfig)
      .values({ key, value })
      .onConflictDoUpdate({ target: siteConfig.key, set: { value } });
  }
}

const parent = alias(articleCategories, 'parent');

export async function articleCategoryList(db: Database) {
  return db
    .select({
      id: articleCategories.id,
      name: articleCategories.name,
      parentId: articleCategories.parentId,
      parent: parent.name,
    })
    .from(articleCategories)
    .leftJoin(parent, eq(parent.id, articleCategories.parentId))
    .orderBy(asc(articleCategories.sort), asc(articleCategories.id));
}

export async function articlePage(
  db: Database,
  filter: { categoryIds?: number[]; keyword?: string },
  offset: number,
  limit: number,
) {
  const like = filter.keyword ? containsPattern(filter.keyword) : undefined;
  const where = and(
    filter.categoryIds ? inArray(articles.categoryId, filter.categoryIds) : undefined,
    like ? or(ilike(articles.title, like), ilike(articles.content, like)) : undefined,
  );
  return pageWithTotal(
    db
      .select({ article: articles, category: articleCategories.name })
      .from(articles)
      .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(articles).where(where),
  );
}

export async function articleById(db: Database, id: number) {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  return row ?? null;
}

export async function insertArticle(db: Database, values: ArticleWrite) {
  const [row] = await db.insert(articles).values(values).returning({ id: articles.id });
  return row.id;
}

export async function updateArticle(db: Database, id: number, values: ArticleWrite) {
  const rows = await db
    .update(articles)
    .set(values)
    .where(eq(articles.id, id))
    .returning({ id: articles.id });
  return rows.length > 0;
}

export async function deleteArticle(db: Database, id: number) {
  const rows = await db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
  return rows.length > 0;
}
