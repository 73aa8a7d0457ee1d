import type { Database } from '../../db/client';
import { findAllCategories, type CategoryRow } from './category.repository';
import { perDatabase, TtlCache } from './ttl-cache';

export type CategoryKind = 'drug' | 'herbal' | 'device';

export interface CategoryNode {
  id: number;
  name: string;
  logo: string;
  logo1: string;
  level: number;
  kind: string;
  children: CategoryNode[];
}

/** All categories with their links both ways; the tree is small and read on every list request. */
export interface CategoryIndex {
  byId: Map<number, CategoryRow>;
  children: Map<number | null, CategoryRow[]>;
}

const CATEGORY_TTL_MS = 60_000;
const cacheOf = perDatabase<Database, TtlCache<CategoryIndex>>(() => new TtlCache(1, CATEGORY_TTL_MS));

export function categoryIndex(db: Database): Promise<CategoryIndex> {
  return cacheOf(db).get('all', async () => {
    const rows = await findAllCategories(db);
    const children = new Map<number | null, CategoryRow[]>();
    for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
    return { byId: new Map(rows.map((r) => [r.id, r])), children };
  });
}

/** The category and everything below it; empty when it does not exist. */
export function withDescendants(index: CategoryIndex, id: number): number[] {
  if (!index.byId.has(id)) return [];
  const out: number[] = [];
  const stack = [id];
  while (stack.length) {
    const current = stack.pop()!;
    out.push(current);
    for (const child of index.children.get(current) ?? []) stack.push(child.id);
  }
  return out;
}

/** Root first, the category itself last. */
export function categoryPath(index: CategoryIndex, id: number): { id: number; name: string }[] {
  const path: { id: number; name: string }[] = [];
  const seen = new Set<number>();
  let current = index.byId.get(id);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    path.unshift({ id: current.id, name: current.name });
    current = current.parentId === null ? undefined : index.byId.get(current.parentId);
  }
  return path;
}

function toNode(index: CategoryIndex, row: CategoryRow): CategoryNode {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    logo1: row.logo1,
    level: row.level,
    kind: row.kind,
    children: (index.children.get(row.id) ?? []).map((child) => toNode(index, child)),
  };
}

/** The category tree of one kind (its root's children), or every root with its tree. */
export async function categoryTree(db: Database, kind?: CategoryKind): Promise<CategoryNode[]> {
  const index = await categoryIndex(db);
  const roots = (index.children.get(null) ?? []).filter((r) => !kind || r.kind === kind);
  if (!kind) return roots.map((root) => toNode(index, root));
  return roots.flatMap((root) => (index.children.get(root.id) ?? []).map((child) => toNode(index, child)));
}
