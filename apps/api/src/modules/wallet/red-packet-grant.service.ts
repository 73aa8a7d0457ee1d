import type { Database } from '../../db/client';
import { insertRedPacketEntry } from './wallet.repository';

/**
 * Puts `amount` fen into a member's account red packets (kind grant: raffle prizes, cashback), in the
 * caller's transaction.
 */
export async function grantRedPacket(
  db: Database,
  memberId: number,
  grant: { amount: number; note: string; orderId?: number | null },
  now = new Date(),
) {
  if (!Number.isInteger(grant.amount) || grant.amount <= 0)
    throw new Error('red packet amount must be a positive integer');
  await insertRedPacketEntry(db, {
    memberId,
    amount: grant.amount,
    kind: 'grant',
    orderId: grant.orderId ?? null,
    note: grant.note.slice(0, 200),
    createdAt: now,
  });
}
