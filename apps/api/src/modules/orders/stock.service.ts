import type { Database } from '../../db/client';
import { conflict } from '../../lib/http-errors';
import { lockSellableBatches, type BatchTake, type SellableBatch } from './stock.repository';

export interface BatchPiece {
  batch: SellableBatch;
  quantity: number;
}

/** First expiry first out: which batches `need` units would come from, given the batches on sale. */
export function planBatches(
  batches: readonly SellableBatch[],
  need: number,
): { pieces: BatchPiece[]; missing: number } {
  const pieces: BatchPiece[] = [];
  let left = need;
  for (const batch of batches) {
    if (left <= 0) break;
    const take = Math.min(left, batch.stock);
    if (take > 0) pieces.push({ batch, quantity: take });
    left -= take;
  }
  return { pieces, missing: Math.max(0, left) };
}

export function groupByGoods(batches: readonly SellableBatch[]): Map<number, SellableBatch[]> {
  const map = new Map<number, SellableBatch[]>();
  for (const b of batches) {
    const list = map.get(b.goodsId);
    if (list) list.push(b);
    else map.set(b.goodsId, [b]);
  }
  return map;
}

/**
 * Which batches the order takes, first expiry first, with the goods' sellable batches locked until the
 * transaction ends (ascending goods id, then expiry, for every order: concurrent orders of the same goods
 * queue, never deadlock). Under the lock the plan is exact; the caller writes `takes` with
 * takeFromBatchesSql, whose `stock >= n` guard and row count still refuse any shortfall.
 * `optional` goods (gifts) take what there is instead of failing.
 */
export async function reserveStock(
  tx: Database,
  needs: Map<number, number>,
  optional: Map<number, number> = new Map(),
  names: Map<number, string> = new Map(),
  now = new Date(),
): Promise<{ taken: Map<number, BatchPiece[]>; gifts: Map<number, BatchPiece[]>; takes: BatchTake[] }> {
  const ids = [...new Set([...needs.keys(), ...optional.keys()])].sort((a, b) => a - b);
  const byGoods = groupByGoods(await lockSellableBatches(tx, ids, now));
  const taken = new Map<number, BatchPiece[]>();
  const gifts = new Map<number, BatchPiece[]>();
  const takes: BatchTake[] = [];
  for (const goodsId of ids) {
    const required = needs.get(goodsId) ?? 0;
    const { pieces } = planBatches(byGoods.get(goodsId) ?? [], required + (optional.get(goodsId) ?? 0));
    const got = pieces.reduce((sum, p) => sum + p.quantity, 0);
    if (got < required) throw conflict(`${names.get(goodsId) ?? '商品'}库存不足，请减少购买数量`);
    for (const p of pieces) takes.push({ batchId: p.batch.id, quantity: p.quantity });
    const [forOrder, forGift] = splitPieces(pieces, required);
    taken.set(goodsId, forOrder);
    if (forGift.length > 0) gifts.set(goodsId, forGift);
  }
  return { taken, gifts, takes };
}

/** The first `n` units of the pieces, and the rest. */
export function splitPieces(pieces: readonly BatchPiece[], n: number): [BatchPiece[], BatchPiece[]] {
  const first: BatchPiece[] = [];
  const rest: BatchPiece[] = [];
  let left = n;
  for (const piece of pieces) {
    const take = Math.min(left, piece.quantity);
    if (take > 0) first.push({ batch: piece.batch, quantity: take });
    if (piece.quantity - take > 0) rest.push({ batch: piece.batch, quantity: piece.quantity - take });
    left -= take;
  }
  return [first, rest];
}
