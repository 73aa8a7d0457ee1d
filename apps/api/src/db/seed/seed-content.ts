import { BOTTOM_AD_BANNER_ID } from '@yaocai/domain';
import type { Database } from '../client';
import {
  articleCategories,
  articles,
  banners,
  brands,
  categories,
  hotSearches,
  links,
  navItems,
  siteConfig,
} from '../schema';
import { ARTICLE_CATEGORIES } from './data/articles';
import {
  BANNERS,
  BOTTOM_AD_BANNER,
  BRANDS,
  CATEGORY_TREES,
  FRIENDLY_LINKS,
  HOT_SEARCHES,
  NAV_ITEMS,
  SITE_CONFIG,
  type GoodsKind,
  type NavData,
} from './data/content';
import { addDays } from './dates';
import { syncSerial } from './bulk';

export interface ContentRefs {
  categoryId(kind: GoodsKind, leaf: string): number;
  brandIdByName: Map<string, number>;
  categories: number;
  banners: number;
}

async function seedCategories(db: Database) {
  const rows: (typeof categories.$inferInsert & { id: number })[] = [];
  const leaves = new Map<string, number>();
  const add = (parentId: number | null, kind: GoodsKind, name: string, level: number, sort: number) => {
    const id = rows.length + 1;
    rows.push({
      id,
      parentId,
      kind,
      name,
      level,
      sort,
      logo: `/img/category/${id}.svg`,
      logo1: `/img/category/${id}.svg?v=2`,
    });
    return id;
  };
  CATEGORY_TREES.forEach((tree, t) => {
    const root = add(null, tree.kind, tree.name, 1, t + 1);
    Object.entries(tree.children).forEach(([name, leafNames], c) => {
      const middle = add(root, tree.kind, name, 2, c + 1);
      leafNames.forEach((leaf, l) =>
        leaves.set(`${tree.kind}|${leaf}`, add(middle, tree.kind, leaf, 3, l + 1)),
      );
    });
  });
  await db.insert(categories).values(rows);
  const categoryId = (kind: GoodsKind, leaf: string) => {
    const id = leaves.get(`${kind}|${leaf}`);
    if (id === undefined) throw new Error(`no ${kind} category ${leaf}`);
    return id;
  };
  return { categoryId, count: rows.length };
}

async function seedNav(db: Database) {
  const rows: (typeof navItems.$inferInsert)[] = [];
  const add = (items: NavData[], parentId: number | null) =>
    items.forEach((item, i) => {
      const id = rows.length + 1;
      rows.push({ id, parentId, name: item.name, url: item.url, isOpen: item.isOpen ?? 0, sort: i + 1 });
      if (item.children) add(item.children, id);
    });
  add(NAV_ITEMS, null);
  await db.insert(navItems).values(rows);
}

async function seedBanners(db: Database, brandIds: Map<string, number>) {
  const rows: (typeof banners.$inferInsert & { id: number })[] = [];
  let nextId = 1;
  // Sequential ids that step over the bottom ad's reserved one.
  const takeId = () => {
    if (nextId === BOTTOM_AD_BANNER_ID) nextId++;
    return nextId++;
  };
  const add = (row: Omit<typeof banners.$inferInsert, 'image'>, id = takeId()) =>
    rows.push({ ...row, id, image: `/img/banner/${id}.svg` });
  const sorts = new Map<string, number>();
  for (const b of BANNERS) {
    const sort = (sorts.get(b.position) ?? 0) + 1;
    sorts.set(b.position, sort);
    add({ position: b.position, title: b.title, url: b.url, sort });
  }
  for (const [name, id] of brandIds) {
    add({ position: 'brand', title: `${name}品牌馆 厂家直供`, url: `/ppzq/info/${id}`, sort: 1, refId: id });
  }
  // The bottom ad has a fixed id that the storefront asks for (spec §9).
  add(
    { position: 'demo', title: BOTTOM_AD_BANNER.title, url: BOTTOM_AD_BANNER.url, sort: 1 },
    BOTTOM_AD_BANNER_ID,
  );
  await db.insert(banners).values(rows);
  return rows.length;
}

async function seedArticles(db: Database, now: Date) {
  await db.insert(articleCategories).values(
    ARTICLE_CATEGORIES.map((c, i) => ({
      id: c.id,
      parentId: c.parentId,
      name: c.name,
      slug: c.slug,
      sort: i + 1,
    })),
  );
  await db.insert(articles).values(
    ARTICLE_CATEGORIES.flatMap((c) =>
      c.articles.map((a, i) => ({
        categoryId: c.id,
        title: a.title,
        slug: a.slug,
        content: a.paragraphs.map((p) => `<p>${p}</p>`).join(''),
        publishedAt: addDays(now, -a.daysAgo),
        sort: i + 1,
      })),
    ),
  );
}

/** Categories, brands, navigation, banners, help and news, site configuration. */
export async function seedContent(db: Database, now: Date): Promise<ContentRefs> {
  const { categoryId, count } = await seedCategories(db);
  const brandRows = BRANDS.map((b, i) => ({
    id: i + 1,
    name: b.name,
    description: b.description,
    logo: `/img/brand/${i + 1}.svg`,
    sort: i + 1,
  }));
  await db.insert(brands).values(brandRows);
  const brandIdByName = new Map(brandRows.map((b) => [b.name, b.id]));
  await seedNav(db);
  const bannerCount = await seedBanners(db, brandIdByName);
  await db.insert(hotSearches).values(HOT_SEARCHES.map((keyword, i) => ({ keyword, sort: i + 1 })));
  await db.insert(links).values(FRIENDLY_LINKS.map((l, i) => ({ ...l, sort: i + 1 })));
  await seedArticles(db, now);
  await db.insert(siteConfig).values(Object.entries(SITE_CONFIG).map(([key, value]) => ({ key, value })));
  for (const table of [categories, brands, navItems, banners, articleCategories]) await syncSerial(db, table);
  return { categoryId, brandIdByName, categories: count, banners: bannerCount };
}
