import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shoppingListItems, shoppingLists } from '../../db/schema';

export async function findLists(db: Database, memberId: number) {
  return db
    .select({
      id: shoppingLists.id,
      name: shoppingLists.name,
      createdAt: shoppingLists.createdAt,
      count: count(shoppingListItems.id),
    })
    .from(shoppingLists)
    .leftJoin(shoppingListItems, eq(shoppingListItems.listId, shoppingLists.id))
    .where(eq(shoppingLists.memberId, memberId))
    .groupBy(shoppingLists.id)
    .orderBy(desc(shoppingLists.id));
}

export async function findList(db: Database, memberId: number, id: number) {
  const [row] = await db
    .select()
    .from(shoppingLists)
    .where(and(eq(shoppingLists.id, id), eq(shoppingLists.memberId, memberId)));
  return row ?? null;
}

export const findItems = (db: Database, listId: number) =>
  db
    .select()
    .from(shoppingListItems)
    .where(eq(shoppingListItems.listId, listId))
    .orderBy(asc(shoppingListItems.id));

export const countLists = async (db: Database, memberId: number) =>
  (await db.select({ n: count() }).from(shoppingLists).where(eq(shoppingLists.memberId, memberId)))[0].n;

/** Null when the member already has a list of that name. */
export async function insertList(db: Database, memberId: number, name: string) {
  const [row] = await db
    .insert(shoppingLists)
    .values({ memberId, name })
    .onConflictDoNothing()
    .returning({ id: shoppingLists.id });
  return row?.id ?? null;
}

export const renameList = (db: Database, id: number, name: string) =>
  db.update(shoppingLists).set({ name }).where(eq(shoppingLists.id, id));

export const deleteList = (db: Database, id: number) =>
  db.delete(shoppingLists).where(eq(shoppingLists.id, id));

export async function upsertItem(db: Database, listId: number, goodsId: number, number: number) {
  const [row] = await db
    .insert(shoppingListItems)
    .values({ listId, goodsId, number })
    .onConflictDoUpdate({ target: [shoppingListItems.listId, shoppingListItems.goodsId], set: { number } })
    .returning({ id: shoppingListItems.id });
  return row.id;
}

export async function deleteItem(db: Database, listId: number, itemId: number) {
  const rows = await db
    .delete(shoppingListItems)
    .where(and(eq(shoppingListItems.id, itemId), eq(shoppingListItems.listId, listId)))
    .returning({ id: shoppingListItems.id });
  return rows.length > 0;
}
