import { index, integer, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Banners and ads by position: home, top, right, login, ppzq, kxzq, zyzq, yx, demo, ... */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    position: varchar('position', { length: 32 }).notNull(),
    title: varchar('title', { length: 100 }).notNull().default(''),
    image: text('image').notNull(),
    url: text('url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    refId: integer('ref_id'), // brand id for brand banners
  },
  (t) => [index('banners_position_idx').on(t.position, t.sort)],
);

export const navItems = pgTable('nav_items', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  name: varchar('name', { length: 32 }).notNull(),
  url: text('url').notNull().default(''),
  image: text('image').notNull().default(''),
  isOpen: smallint('is_open').notNull().default(0),
  sort: integer('sort').notNull().default(0),
});

export const links = pgTable('links', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const articleCategories = pgTable('article_categories', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  name: varchar('name', { length: 50 }).notNull(),
  slug: varchar('slug', { length: 32 }).notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => articleCategories.id),
    title: varchar('title', { length: 100 }).notNull(),
    slug: varchar('slug', { length: 32 }).notNull().default(''),
    content: text('content').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('articles_category_idx').on(t.categoryId)],
);

/** Site configuration as key/value: site_title, hot_line, qq1, qq2, licence, ... */
export const siteConfig = pgTable('site_config', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
});
