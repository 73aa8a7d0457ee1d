import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { articleCategories, articles } from '../../db/schema';
import { pageWithTotal } from '../../shared/paging';

/** A top-level category (news) by its slug. */
export async function findRootCategory(db: Database, slug: string) {
  const [row] = await db
    .select({ id: articleCategories.id, name: articleCategories.name, slug: articleCategories.slug })
    .from(articleCategories)
    .where(and(eq(articleCategories.slug, slug), isNull(articleCategories.parentId)))
    .orderBy(asc(articleCategories.id))
    .limit(1);
  return row ?? null;
}

/** A page of a category's articles, newest first (ties: the later id first). */
export async function articlePage(db: Database, categoryId: number, offset: number, limit: number) {
  const where = eq(articles.categoryId, categoryId);
  return pageWithTotal(
    db
      .select({
        id: articles.id,
        title: articles.title,
        content: articles.content,
        publishedAt: articles.publishedAt,
      })
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(articles).where(where),
  );
}

export async function findArticle(db: Database, id: number) {
  const [row] = await db
    .select({
      id: articles.id,
      title: articles.title,
      content: articles.content,
      publishedAt: articles.publishedAt,
      category: {
        id: articleCategories.id,
        name: articleCategories.name,
        slug: articleCategories.slug,
        parentId: articleCategories.parentId,
      },
    })
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(eq(articles.id, id))
    .limit(1);
  return row ?? null;
}

const neighbourFields = { id: articles.id, title: articles.title };

/**
 * The articles either side of one in its category's newest-first order. The row is compared with
 * itself in SQL because published_at keeps microseconds a JavaScript Date would lose.
 */
export async function findNeighbours(db: Database, at: { id: number; categoryId: number }) {
  const self = sql`(select a.published_at, a.id from ${articles} a where a.id = ${at.id})`;
  const position = sql`(${articles.publishedAt}, ${articles.id})`;
  const inCategory = eq(articles.categoryId, at.categoryId);
  const [[newer], [older]] = await Promise.all([
    db
      .select(neighbourFields)
      .from(articles)
      .where(and(inCategory, sql`${position} > ${self}`))
      .orderBy(asc(articles.publishedAt), asc(articles.id))
      .limit(1),
    db
      .select(neighbourFields)
      .from(articles)
      .where(and(inCategory, sql`${position} < ${self}`))
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(1),
  ]);
  return { newer: newer ?? null, older: older ?? null };
}
