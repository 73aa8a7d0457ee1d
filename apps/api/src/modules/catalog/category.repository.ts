import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories } from '../../db/schema';

export const findAllCategories = (db: Database) =>
  db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));

export type CategoryRow = Awaited<ReturnType<typeof findAllCategories>>[number];
