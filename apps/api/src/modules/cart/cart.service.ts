import type { AddResult } from '@yaocai/contract';
import {
  formatYuan,
  MAX_QUANTITY,
  PROPOSAL_LINE_TYPE,
  QUOTE_LINE_TYPE,
  TRADE_UP_LINE_TYPE,
} from '@yaocai/domain';
import type { Database } from '../../db/client';
import { AppError, invalid, notFound } from '../../lib/http-errors';
import type { Viewer } from '../../shared/viewer';
import { findGoodsRows } from '../catalog/index';
import { findCartForAdd } from './cart-reads.repository';
import { priceCart, type CartLineLike, type PricedCart } from './cart-pricing';
import * as repo from './cart.repository';
import { buyerRefusal, NOT_PASSED } from './line-rules';
import { refusalError } from '../../shared/refusal-errors';
import { lockMember } from '../../shared/member-lock';
import { loadPricingContext } from './pricing-context';

export interface AddLine {
  goodsId: number;
  number: number;
  /** 0 normal, 1 flash sale, 3 combination, 4 at a quote, 5 a prepared order's line, 6 换购. */
  type: number;
  /** The activity (type 1), combination (type 3), quote (type 4), proposal (type 5) or trade-up offer (type 6) id. */
  ckId: number;
  /** The unit price the page showed, fen; only compared, never used. */
  price: number | null;
}

function keyOf(item: AddLine) {
  if (item.type === 3) return { type: 3, goodsId: null, refId: item.ckId || item.goodsId };
  if ([1, QUOTE_LINE_TYPE, PROPOSAL_LINE_TYPE, TRADE_UP_LINE_TYPE].includes(item.type))
    return { type: item.type, goodsId: item.goodsId, refId: item.ckId };
  return { type: 0, goodsId: item.goodsId, refId: 0 };
}

/** Shown prices of every line of the goods a change touched, so only other causes report a change. */
function pricesToRemember(cart: PricedCart, touchedGoods: Set<number | null>) {
  return cart.lines
    .filter((p) => p.line.id > 0 && (touchedGoods.has(p.line.goodsId) || p.line.type === 3))
    .filter((p) => p.line.shownPrice !== p.unitPrice)
    .map((p) => ({ id: p.line.id, price: p.unitPrice }));
}

async function remember(tx: Database, memberId: number, cart: PricedCart, touchedGoods: Set<number | null>) {
  await repo.rememberShownPrices(tx, memberId, pricesToRemember(cart, touchedGoods));
}

const NO_WRITE: repo.LineWrite = { inserts: [], updates: [], shown: [] };

const lineKey = (l: { type: number; goodsId: number | null; refId: number }) =>
  `${l.type}:${l.goodsId}:${l.refId}`;

/**
 * Adds lines or increases existing ones, checking every rule on the resulting cart. Strict mode
 * refuses the whole request on the first refused line; lenient mode (copying to stores) skips it.
 */
export async function addToCart(
  db: Database,
  viewer: Viewer,
  items: AddLine[],
  now = new Date(),
  lenient = false,
) {
  if (!viewer.isPassed) throw new AppError(403, NOT_PASSED);
  return db.transaction(async (tx): Promise<AddResult> => {
    // A read that waited for the member lock may predate the lock: its write then finds the cart
    // changed, writes nothing, and the add runs again on the cart as it now is (the lock is held).
    for (let attempt = 1; ; attempt++) {
      const result = await addUnderLock(tx, viewer, items, now, lenient);
      if (result) return result;
      if (attempt === 3) throw new AppError(409, '购物车已变化，请重试');
    }
  });
}

/** One try of addToCart: null when the cart changed between its read and its write. */
async function addUnderLock(
  tx: Database,
  viewer: Viewer,
  items: AddLine[],
  now: Date,
  lenient: boolean,
): Promise<AddResult | null> {
  // The cart, the goods of its lines and of the additions, and the licences, taking the member lock.
  const addIds = [...new Set(items.map((i) => keyOf(i).goodsId).filter((id): id is number => id !== null))];
  // A line's price and rules rest on the lines of its own goods (and combinations, which hold several
  // goods; 换购 on the whole cart): an add of goods lines reads and prices only the lines of its goods.
  const narrow = items.every((i) => keyOf(i).type !== 3 && keyOf(i).type !== TRADE_UP_LINE_TYPE);
  const read = await findCartForAdd(tx, viewer.memberId, viewer.companyId, addIds, now, narrow);
  if (!read) await lockMember(tx, viewer.memberId);
  const lines: CartLineLike[] = (read?.lines ?? (await repo.findCartLines(tx, viewer.memberId))).map((r) => ({
    ...r,
  }));
  const before = lines.length;
  // A refusal that rests on the lines is given only on lines still current (else the add runs again).
  const stale = async () =>
    read !== null && !(await repo.writeCartLines(tx, viewer.memberId, NO_WRITE, read.digest)).fresh;
  const touched = new Map<CartLineLike, AddLine>();
  let tempId = -1;
  for (const item of items) {
    const key = keyOf(item);
    if (key.type !== 0 && !key.refId) throw invalid('ck_id', '请指定活动或组合');
    let line = lines.find((l) => l.type === key.type && l.goodsId === key.goodsId && l.refId === key.refId);
    if (!line) {
      line = { id: tempId--, ...key, number: 0, isSelected: 1, shownPrice: null };
      lines.push(line);
    }
    line.number += item.number;
    line.isSelected = 1;
    if (line.number > MAX_QUANTITY) {
      if (await stale()) return null;
      throw invalid('number', `购物车中该商品数量不能超过${MAX_QUANTITY}`);
    }
    touched.set(line, item);
  }
  const goodsRead = new Set(read?.goodsIds);
  const priced = read ? lines.filter((l) => l.goodsId === null || goodsRead.has(l.goodsId)) : lines;
  const ctx = await loadPricingContext(tx, viewer, priced, now, read ?? undefined);
  const buyer = buyerRefusal(ctx);
  if (buyer) throw refusalError(buyer);
  const cart = priceCart(priced, ctx);
  const result: AddResult = { lines: [], skipped: [], total: 0 };
  const write: repo.LineWrite = { inserts: [], updates: [], shown: [] };
  const added: { line: CartLineLike; answer: AddResult['lines'][number] }[] = [];
  for (const p of cart.lines) {
    const item = touched.get(p.line);
    if (!item) continue;
    if (p.refusal && !lenient) {
      if (await stale()) return null;
      throw refusalError(p.refusal);
    }
    if (p.refusal) {
      result.skipped.push({ goods_id: item.goodsId, reason: p.refusal.message });
      continue;
    }
    if (p.line.id < 0) write.inserts.push({ ...p.line, shownPrice: p.unitPrice });
    else write.updates.push({ id: p.line.id, number: p.line.number, shownPrice: p.unitPrice });
    p.line.shownPrice = p.unitPrice;
    const hint = item.price;
    const answer = {
      id: p.line.id,
      goods_id: p.line.goodsId ?? 0,
      type: p.line.type,
      number: p.line.number,
      price: formatYuan(p.unitPrice),
      price_changed:
        hint !== null && hint !== p.unitPrice
          ? { from: formatYuan(hint), to: formatYuan(p.unitPrice) }
          : null,
    };
    added.push({ line: p.line, answer });
    result.lines.push(answer);
  }
  write.shown = pricesToRemember(cart, new Set([...touched.keys()].map((l) => l.goodsId)));
  // New lines, changed quantities and remembered prices: one statement.
  const written = await repo.writeCartLines(tx, viewer.memberId, write, read ? read.digest : null);
  if (!written.fresh) return null;
  const inserted = new Map(written.inserted.map((row) => [lineKey(row), row.id]));
  for (const { line, answer } of added) {
    if (line.id < 0) line.id = answer.id = inserted.get(lineKey(line))!;
  }
  result.total = before + write.inserts.length;
  return result;
}

/** Sets a line's quantity, with the same rules as adding. */
export async function editCartLine(
  db: Database,
  viewer: Viewer,
  id: number,
  number: number,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    await lockMember(tx, viewer.memberId);
    const lines: CartLineLike[] = (await repo.findCartLines(tx, viewer.memberId)).map((r) => ({ ...r }));
    const line = lines.find((l) => l.id === id);
    if (!line) throw notFound('购物车商品');
    if (!viewer.isPassed) throw new AppError(403, NOT_PASSED);
    line.number = number;
    const ctx = await loadPricingContext(tx, viewer, lines, now);
    const buyer = buyerRefusal(ctx);
    if (buyer) throw refusalError(buyer);
    const cart = priceCart(lines, ctx);
    const priced = cart.lines.find((p) => p.line === line)!;
    if (priced.refusal) throw refusalError(priced.refusal);
    await repo.updateCartLine(tx, viewer.memberId, id, { number, shownPrice: priced.unitPrice });
    line.shownPrice = priced.unitPrice;
    await remember(tx, viewer.memberId, cart, new Set([line.goodsId]));
    return {
      id,
      number,
      price: formatYuan(priced.unitPrice),
      amount: formatYuan(priced.amount),
      ladder_hint: priced.ladderHint && {
        need: priced.ladderHint.need,
        price: formatYuan(priced.ladderHint.price),
      },
    };
  });
}

/** Runs a change of selection or deletion on the member's own lines only: any foreign id is a 404. */
async function changeOwnLines(
  db: Database,
  viewer: Viewer,
  ids: number[],
  change: (tx: Database, ids: number[]) => Promise<unknown>,
  now: Date,
) {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    await lockMember(tx, viewer.memberId);
    const own = await repo.findCartLines(tx, viewer.memberId);
    const owned = new Set(own.map((l) => l.id));
    if (unique.some((id) => !owned.has(id))) throw notFound('购物车商品');
    await change(tx, unique);
    const rest = await repo.findCartLines(tx, viewer.memberId);
    const touched = new Set(own.filter((l) => unique.includes(l.id)).map((l) => l.goodsId));
    if (rest.length > 0 && viewer.isPassed) {
      const ctx = await loadPricingContext(tx, viewer, rest, now);
      await remember(tx, viewer.memberId, priceCart(rest, ctx), touched);
    }
    return { count: unique.length, total: rest.length };
  });
}

export function selectCartLines(
  db: Database,
  viewer: Viewer,
  ids: number[],
  selected: 0 | 1,
  now = new Date(),
) {
  return changeOwnLines(
    db,
    viewer,
    ids,
    (tx, own) => repo.setSelected(tx, viewer.memberId, own, selected),
    now,
  );
}

export function deleteCartLines(db: Database, viewer: Viewer, ids: number[], now = new Date()) {
  return changeOwnLines(db, viewer, ids, (tx, own) => repo.deleteCartLines(tx, viewer.memberId, own), now);
}

/** One middle pack (or one unit when the goods has none) of a goods, as a normal line. */
export async function quickAdd(db: Database, viewer: Viewer, goodsId: number, now = new Date()) {
  const [goods] = await findGoodsRows(db, [goodsId]);
  if (!goods) throw notFound('商品');
  const number = Math.max(1, goods.middlePack);
  return addToCart(db, viewer, [{ goodsId, number, type: 0, ckId: 0, price: null }], now);
}
