import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { links, navItems } from '../../db/schema';

/** The console's writes of the main navigation and the footer's friendly links. */

export type NavWrite = Pick<typeof navItems.$inferInsert, 'parentId' | 'name' | 'url' | 'isOpen' | 'sort'>;
export type LinkWrite = Pick<typeof links.$inferInsert, 'name' | 'url' | 'sort'>;

export const navList = (db: Database) =>
  db.select().from(navItems).orderBy(asc(navItems.sort), asc(navItems.id));

export async function navById(db: Database, id: number) {
  const [row] = await db.select().from(navItems).where(eq(navItems.id, id));
  return row ?? null;
}

export async function insertNav(db: Database, values: NavWrite) {
  const [row] = await db.insert(navItems).values(values).returning({ id: navItems.id });
  return row.id;
}

export async function updateNav(db: Database, id: number, values: NavWrite) {
  const rows = await db
    .update(navItems)
    .set(values)
    .where(eq(navItems.id, id))
    .returning({ id: navItems.id });
  return rows.length > 0;
}

export async function deleteNav(db: Database, id: number) {
  const rows = await db.delete(navItems).where(eq(navItems.id, id)).returning({ id: navItems.id });
  return rows.length > 0;
}

export const linkList = (db: Database) => db.select().from(links).orderBy(asc(links.sort), asc(links.id));

export async function linkById(db: Database, id: number) {
  const [row] = await db.select().from(links).where(eq(links.id, id));
  return row ?? null;
}

export async function insertLink(db: Database, values: LinkWrite) {
  const [row] = await db.insert(links).values(values).returning({ id: links.id });
  return row.id;
}

export async function updateLink(db: Database, id: number, values: LinkWrite) {
  const rows = await db.update(links).set(values).where(eq(links.id, id)).returning({ id: links.id });
  return rows.length > 0;
}

export async function deleteLink(db: Database, id: number) {
  const rows = await db.delete(links).where(eq(links.id, id)).returning({ id: links.id });
  return rows.length > 0;
}
