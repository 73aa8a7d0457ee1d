import type { linkInput, navItemInput, OperatorLink, OperatorNavItem } from '@yaocai/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { invalid, notFound } from '../../lib/http-errors';
import * as repo from './nav-admin.repository';

type NavRow = Awaited<ReturnType<typeof repo.navList>>[number];

const navView = (n: NavRow): OperatorNavItem => ({
  id: n.id,
  parent_id: n.parentId,
  name: n.name,
  url: n.url,
  is_open: n.isOpen,
  sort: n.sort,
});

export async function navItems(db: Database) {
  return (await repo.navList(db)).map(navView);
}

export const navSnapshot = repo.navById;

/** The storefront's navigation has two levels: a child hangs under a top item, and a parent is never a child. */
export async function saveNavItem(db: Database, id: number | null, input: z.output<typeof navItemInput>) {
  const all = await repo.navList(db);
  if (input.parent_id !== null) {
    const parent = all.find((n) => n.id === input.parent_id);
    if (!parent || parent.parentId !== null) throw invalid('parent_id', '上级导航须为一级导航');
    if (parent.id === id) throw invalid('parent_id', '上级导航不能是它自己');
    if (id !== null && all.some((n) => n.parentId === id))
      throw invalid('parent_id', '该导航下还有下级导航，不能再设为下级');
  }
  const values = {
    parentId: input.parent_id,
    name: input.name,
    url: input.url,
    isOpen: input.is_open,
    sort: input.sort,
  };
  if (id === null) return { id: await repo.insertNav(db, values) };
  if (!(await repo.updateNav(db, id, values))) throw notFound('导航');
  return { id };
}

export async function removeNavItem(db: Database, id: number) {
  const all = await repo.navList(db);
  if (!all.some((n) => n.id === id)) throw notFound('导航');
  if (all.some((n) => n.parentId === id)) throw invalid('id', '请先删除该导航的下级导航');
  await repo.deleteNav(db, id);
  return { id };
}

export async function friendlyLinks(db: Database): Promise<OperatorLink[]> {
  return (await repo.linkList(db)).map(({ id, name, url, sort }) => ({ id, name, url, sort }));
}

export const linkSnapshot = repo.linkById;

export async function saveLink(db: Database, id: number | null, input: z.output<typeof linkInput>) {
  if (id === null) return { id: await repo.insertLink(db, input) };
  if (!(await repo.updateLink(db, id, input))) throw notFound('友情链接');
  return { id };
}

export async function removeLink(db: Database, id: number) {
  if (!(await repo.deleteLink(db, id))) throw notFound('友情链接');
  return { id };
}
