import type { Database } from '../../db/client';
import { invalid } from '../../lib/http-errors';
import * as repo from './points.repository';

export type PointsKind = 'earn' | 'reverse' | 'exchange' | 'draw' | 'grant';

export interface PointsChange {
  /** Signed: positive earns, negative spends. */
  amount: number;
  kind: PointsKind;
  orderId?: number | null;
  afterSaleId?: number | null;
  note?: string;
  /** When it happened (default now): a seeded history or a completion dated by its event. */
  at?: Date;
}

/**
 * Changes a member's points and writes the ledger entry, in the caller's transaction. Spending more
 * than the member holds is refused with 422 积分不足 (one conditional update: parallel spends can
 * never take the total below zero). Returns the new total.
 */
export async function changePoints(db: Database, memberId: number, change: PointsChange) {
  if (!Number.isInteger(change.amount) || change.amount === 0)
    throw new Error('points change must be a non-zero integer');
  const total = await repo.addToPoints(db, memberId, change.amount);
  if (total === null) throw invalid('points', '积分不足');
  await repo.insertPointsEntry(db, {
    memberId,
    amount: change.amount,
    kind: change.kind,
    orderId: change.orderId ?? null,
    afterSaleId: change.afterSaleId ?? null,
    note: (change.note ?? '').slice(0, 200),
    createdAt: change.at,
  });
  return total;
}
