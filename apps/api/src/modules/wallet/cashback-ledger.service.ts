import type { Database } from '../../db/client';
import { lockMember } from '../../shared/member-lock';
import * as wallet from './wallet.repository';

export type CashbackDestination = 'balance' | 'red_packet';

interface Entry {
  orderId: number;
  afterSaleId?: number | null;
  note: string;
}

const insertEntry = (destination: CashbackDestination) =>
  destination === 'balance' ? wallet.insertBalanceEntry : wallet.insertRedPacketEntry;

/** 满额返现 paid into the balance or the account red packets (kind cashback), in the caller's transaction. */
export async function payCashback(
  db: Database,
  memberId: number,
  destination: CashbackDestination,
  amount: number,
  entry: Entry,
  now = new Date(),
) {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error('cashback must be a positive integer');
  await insertEntry(destination)(db, {
    memberId,
    amount,
    kind: 'cashback',
    orderId: entry.orderId,
    afterSaleId: entry.afterSaleId ?? null,
    note: entry.note.slice(0, 200),
    createdAt: now,
  });
}

/**
 * Takes up to `due` fen of a cashback back from where it was paid (kind cashback_back), never below
 * zero: under the member's row lock (which payments from the balance take too) it takes what the
 * balance or red packets still hold. Returns what it took; the rest was already spent.
 */
export async function takeBackCashback(
  db: Database,
  memberId: number,
  destination: CashbackDestination,
  due: number,
  entry: Entry,
  now = new Date(),
): Promise<number> {
  if (due <= 0) return 0;
  await lockMember(db, memberId);
  const held =
    destination === 'balance'
      ? await wallet.balanceOf(db, memberId)
      : await wallet.redPacketBalanceOf(db, memberId);
  const taken = Math.min(due, Math.max(0, held));
  if (taken > 0)
    await insertEntry(destination)(db, {
      memberId,
      amount: -taken,
      kind: 'cashback_back',
      orderId: entry.orderId,
      afterSaleId: entry.afterSaleId ?? null,
      note: entry.note.slice(0, 200),
      createdAt: now,
    });
  return taken;
}

/** Serialises a member's cashback with refunds and payments (the same row lock they take). */
export const lockCashbackMember = lockMember;
