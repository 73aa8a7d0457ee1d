import type { ListDetailAnswer } from '@yaocai/contract';
import type { Database } from '../../db/client';
import { conflict, invalid, notFound } from '../../lib/http-errors';
import { lockMember } from '../../shared/member-lock';
import type { Viewer } from '../../shared/viewer';
import { goodsCards } from '../catalog/index';
import * as repo from './lists.repository';

export const MAX_LISTS = 20;
const MAX_ITEMS = 200;

export async function myLists(db: Database, viewer: Viewer) {
  const rows = await repo.findLists(db, viewer.memberId);
  return {
    list: rows.map((r) => ({
      id: r.id,
      name: r.name,
      count: r.count,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

async function ownList(db: Database, viewer: Viewer, id: number) {
  const list = await repo.findList(db, viewer.memberId, id);
  if (!list) throw notFound('清单');
  return list;
}

export async function listDetail(db: Database, viewer: Viewer, id: number): Promise<ListDetailAnswer> {
  const list = await ownList(db, viewer, id);
  const items = await repo.findItems(db, id);
  const cards = new Map(
    (
      await goodsCards(
        db,
        items.map((i) => i.goodsId),
        viewer,
      )
    ).map((c) => [c.id, c]),
  );
  return {
    id: list.id,
    name: list.name,
    count: items.length,
    created_at: list.createdAt.toISOString(),
    items: items.map((i) => ({
      id: i.id,
      goods_id: i.goodsId,
      number: i.number,
      goods: cards.get(i.goodsId) ?? null,
    })),
  };
}

/** A new list; at most MAX_LISTS per member, names unique per member (under the member's lock). */
export function createList(db: Database, viewer: Viewer, name: string) {
  return db.transaction(async (tx) => {
    await lockMember(tx, viewer.memberId);
    if ((await repo.countLists(tx, viewer.memberId)) >= MAX_LISTS)
      throw conflict(`最多建立${MAX_LISTS}个清单`);
    const id = await repo.insertList(tx, viewer.memberId, name);
    if (id === null) throw invalid('name', '已有同名清单');
    return { id };
  });
}

export async function renameList(db: Database, viewer: Viewer, id: number, name: string) {
  const list = await ownList(db, viewer, id);
  if (list.name === name) return { id };
  const others = await repo.findLists(db, viewer.memberId);
  if (others.some((l) => l.name === name)) throw invalid('name', '已有同名清单');
  await repo.renameList(db, id, name);
  return { id };
}

export async function deleteList(db: Database, viewer: Viewer, id: number) {
  await ownList(db, viewer, id);
  await repo.deleteList(db, id);
  return { id };
}

/** 加入清单: sets the goods' quantity in the list; only goods the member may see. */
export async function putItem(db: Database, viewer: Viewer, id: number, goodsId: number, number: number) {
  await ownList(db, viewer, id);
  const [card] = await goodsCards(db, [goodsId], viewer);
  if (!card) throw notFound('商品');
  return db.transaction(async (tx) => {
    await lockMember(tx, viewer.memberId);
    const items = await repo.findItems(tx, id);
    if (items.length >= MAX_ITEMS && !items.some((i) => i.goodsId === goodsId)) {
      throw conflict(`一个清单最多${MAX_ITEMS}种商品`);
    }
    return { id: await repo.upsertItem(tx, id, goodsId, number) };
  });
}

export async function removeItem(db: Database, viewer: Viewer, id: number, itemId: number) {
  await ownList(db, viewer, id);
  if (!(await repo.deleteItem(db, id, itemId))) throw notFound('清单商品');
  return { id: itemId };
}
