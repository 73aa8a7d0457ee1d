import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  articleCategories,
  articles,
  banners,
  brands,
  categories,
  hotSearches,
  links,
  navItems,
} from '../../db/schema';

export const findHotSearches = (db: Database) => db.select().from(hotSearches).orderBy(asc(hotSearches.sort));
export const findNavItems = (db: Database) =>
  db.select().from(navItems).orderBy(asc(navItems.sort), asc(navItems.id));
export const findCategories = (db: Database) =>
  db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
export const findBrands = (db: Database) =>
  db.select().from(brands).orderBy(asc(brands.sort), asc(brands.id));
export const findLinks = (db: Database) => db.select().from(links).orderBy(asc(links.sort), asc(links.id));

export function findBanners(db: Database, position: string, refId?: number, ids?: number[]) {
  const where = and(
    eq(banners.position, position),
    refId === undefined ? undefined : eq(banners.refId, refId),
    ids === undefined ? undefined : inArray(banners.id, ids),
  );
  return db.select().from(banners).where(where).orderBy(asc(banners.sort), asc(banners.id));
}

export async function findBanner(db: Database, id: number) {
  const rows = await db.select().from(banners).where(eq(banners.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findArticleTree(db: Database, parentId: number) {
  const children = await db
    .select()
    .from(articleCategories)
    .where(eq(articleCategories.parentId, parentId))
    .orderBy(asc(articleCategories.sort), asc(articleCategories.id));
  const items = children.length
    ? await db
        .select({
          id: articles.id,
          categoryId: articles.categoryId,
          title: articles.title,
          slug: articles.slug,
        })
        .from(articles)
        .where(
          inArray(
            articles.categoryId,
            children.map((c) => c.id),
          ),
        )
        .orderBy(asc(articles.sort), asc(articles.id))
    : [];
  return { children, items };
}
