import { index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * Totals and facets of the goods list, kept by PostgreSQL triggers on `goods` (migration
 * 0026_goods_facets: every insert, update and delete of goods, by any writer, adjusts them in the same
 * transaction; a category moved under another parent rebuilds them). Public goods only (on sale, not
 * controlled). `scope` is the list's filter: `all`, `c:<category id>` (the category and everything
 * below it), `k:<kind>`, `y` (优选) or `m:<manufacturer id>`; `facet` is `t` (the total, maker 0 and
 * spec ''), `m` (one manufacturer, spec '') or `s` (one spec, maker 0). `n` is the number of goods;
 * rows may stay at 0.
 */
export const goodsFacets = pgTable(
  'goods_facets',
  {
    scope: varchar('scope', { length: 32 }).notNull(),
    facet: varchar('facet', { length: 1 }).notNull(),
    makerId: integer('maker_id').notNull().default(0),
    spec: varchar('spec', { length: 100 }).notNull().default(''),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.facet, t.makerId, t.spec] }),
    // The top 20 of a facet in the list's order (count, then maker id or spec) read from the index.
    index('goods_facets_top_idx').on(t.scope, t.facet, t.n.desc(), t.makerId, t.spec),
  ],
);
