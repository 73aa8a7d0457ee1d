import type { Database } from '../../db/client';
import { conflict } from '../../lib/http-errors';
import { batchStock, findSellableBatches, takeFromBatch, type SellableBatch } from './stock.repository';

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
  for (const b of batches) map.set(b.goodsId, [...(map.get(b.goodsId) ?? []), b]);
  return map;
}

/**
 * Takes stock inside the order's transaction by conditional updates, first expiry first. A batch that
 * a concurrent order emptied meanwhile is re-read and the rest taken from the next one. Goods are taken
 * in ascending id order so concurrent orders lock batches in the same order (no deadlock).
 * `optional` goods (gifts) take what there is instead of failing.
 */
export async function takeStock(
  tx: Database,
  needs: Map<number, number>,
  optional: Map<number, number> = new Map(),
  names: Map<number, string> = new Map(),
  now = new Date(),
): Promise<{ taken: Map<number, BatchPiece[]>; gifts: Map<number, BatchPiece[]> }> {
  const ids = [...new Set([...needs.keys(), ...optional.keys()])].sort((a, b) => a - b);
  const byGoods = groupByGoods(await findSellableBatches(tx, ids, now));
  const taken = new Map<number, BatchPiece[]>();
  const gifts = new Map<number, BatchPiece[]>();
  for (const goodsId of ids) {
    const batches = byGoods.get(goodsId) ?? [];
    const required = needs.get(goodsId) ?? 0;
    let need = required + (optional.get(goodsId) ?? 0);
    const pieces: BatchPiece[] = [];
    for (const batch of batches) {
      while (need > 0 && batch.stock > 0) {
        const take = Math.min(need, batch.stock);
        if (await takeFromBatch(tx, batch.id, take)) {
          pieces.push({ batch, quantity: take });
          batch.stock -= take;
          need -= take;
        } else {
          batch.stock = await batchStock(tx, batch.id);
        }
      }
      if (need <= 0) break;
    }
    const got = pieces.reduce((sum, p) => sum + p.quantity, 0);
    if (got < required) throw conflict(`${names.get(goodsId) ?? '商品'}库存不足，请减少购买数量`);
    const [forOrder, forGift] = splitPieces(pieces, required);
    taken.set(goodsId, forOrder);
    if (forGift.length > 0) gifts.set(goodsId, forGift);
  }
  return { taken, gifts };
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
