import type { Database } from '../../db/client';
import * as repo from './content.repository';
import { loadSiteConfig } from './site-config.repository';

interface TreeRow {
  id: number;
  parentId: number | null;
}

/** Builds nested children from flat rows; roots are rows whose parent is `rootId`. */
export function buildTree<R extends TreeRow, N>(rows: R[], rootId: number | null, toNode: (row: R) => N) {
  const byParent = new Map<number | null, R[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  type Node = N & { children: Node[] };
  const build = (parent: number | null): Node[] =>
    (byParent.get(parent) ?? []).map((row) => ({ ...toNode(row), children: build(row.id) }));
  return build(rootId);
}

const categoryNode = (c: { id: number; name: string; logo: string; logo1: string }) => ({
  id: c.id,
  name: c.name,
  logo: c.logo,
  logo1: c.logo1,
});

/** Header data of every page (spec §7 /api/focus/common). qx=2 or zy=2 switch the menu to devices or herbs. */
export async function commonData(db: Database, query: { qx?: number; zy?: number }, now = new Date()) {
  const [hot, nav, cats, brandRows] = await Promise.all([
    repo.findHotSearches(db),
    repo.findNavItems(db),
    repo.findCategories(db),
    repo.findBrands(db),
  ]);
  const roots = cats.filter((c) => c.parentId === null);
  const treeOf = (kind: string) => {
    const root = roots.find((r) => r.kind === kind);
    return root ? buildTree(cats, root.id, categoryNode) : [];
  };
  const drugs = treeOf('drug');
  const herbal = treeOf('herbal');
  const devices = treeOf('device');
  // The full menu lists the drug classes first, then the herbal and device trees as entries of their own.
  const otherKinds = roots
    .filter((r) => r.kind !== 'drug')
    .map((r) => ({ ...categoryNode(r), children: buildTree(cats, r.id, categoryNode) }));
  const category = query.qx === 2 ? devices : query.zy === 2 ? herbal : [...drugs, ...otherKinds];
  return {
    rnss: hot.map((h) => ({ id: h.id, name: h.keyword })),
    nav: buildTree(nav, null, (n) => ({
      id: n.id,
      name: n.name,
      url: n.url,
      image: n.image,
      is_open: n.isOpen,
    })),
    category,
    category_yx: drugs,
    category_zy: herbal,
    category_qx: devices,
    brand: brandRows.map((b) => ({ id: b.id, name: b.name, logo: b.logo, url: `/ppzq/info/${b.id}` })),
    timestamp: Math.floor(now.getTime() / 1000),
  };
}

const bannerView = (b: { id: number; title: string; image: string; url: string }) => ({
  id: b.id,
  title: b.title,
  image: b.image,
  url: b.url,
});

export async function bannersAt(db: Database, position: string, refId?: number, ids?: number[]) {
  return (await repo.findBanners(db, position, refId, ids)).map(bannerView);
}

export async function bannerById(db: Database, id: number) {
  const banner = await repo.findBanner(db, id);
  return banner ? bannerView(banner) : null;
}

export async function friendlyLinks(db: Database) {
  return (await repo.findLinks(db)).map((l) => ({ id: l.id, name: l.name, url: l.url }));
}

export async function helpCategories(db: Database, parentId: number) {
  const { children, items } = await repo.findArticleTree(db, parentId);
  return children.map((c) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    children: items
      .filter((a) => a.categoryId === c.id)
      .map((a) => ({ id: a.id, title: a.title, slug: a.slug })),
  }));
}

export async function siteInfo(db: Database) {
  const config = await loadSiteConfig(db);
  let licence: string[];
  try {
    licence = JSON.parse(config.licence ?? '[]');
  } catch {
    licence = config.licence ? [config.licence] : [];
  }
  return {
    site_title: config.site_title ?? '药采网',
    hot_line: config.hot_line ?? '',
    qq1: config.qq1 ?? '',
    qq2: config.qq2 ?? '',
    licence,
    company: config.company ?? '',
    address: config.address ?? '',
    email: config.email ?? '',
    service_time: config.service_time ?? '',
    icp: config.icp ?? '',
    main_site_url: config.main_site_url ?? '/',
    app_qr: config.app_qr ?? '',
    wechat_qr: config.wechat_qr ?? '',
  };
}
