import { formatYuan } from '@yaocai/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/http-errors';
import { newNumber } from '../../lib/unique-numbers';
import { creditOf } from './credit.service';
import * as payments from './payments.repository';
import * as wallet from './wallet.repository';

/**
 * Money that came in by bank transfer (线下汇款), in the caller's transaction under the member's lock:
 * a `recharge` entry of `amount` fen in the member's balance.
 */
export async function rechargeBalance(
  tx: Database,
  memberId: number,
  entry: { amount: number; note: string },
  now = new Date(),
) {
  if (!Number.isInteger(entry.amount) || entry.amount <= 0)
    throw new Error('recharge amount must be a positive integer');
  await wallet.insertBalanceEntry(tx, {
    memberId,
    amount: entry.amount,
    kind: 'recharge',
    note: entry.note.slice(0, 200),
    createdAt: now,
  });
}

/**
 * A credit repayment (账期还款) paid by bank transfer, in the caller's transaction under the member's
 * lock: refused (409) above what is owed; otherwise a paid `credit_repay` payment (method transfer) and
 * the credit ledger's `repay` entry.
 */
export async function repayCreditByTransfer(
  tx: Database,
  memberId: number,
  repayment: { amount: number; note: string },
  now = new Date(),
) {
  const owed = (await creditOf(tx, memberId, now)).used;
  if (owed <= 0) throw new AppError(409, '该单位当前没有待还的账期款');
  if (repayment.amount > owed)
    throw new AppError(409, `汇款金额超过待还账期款${formatYuan(owed)}元，请改为充值余额`);
  await payments.insertPayment(
    tx,
    {
      memberId,
      purpose: 'credit_repay',
      method: 'transfer',
      amount: repayment.amount,
      status: 'paid',
      paidAt: now,
    },
    () => newNumber('CR', now),
  );
  await wallet.insertCreditEntry(tx, {
    memberId,
    amount: -repayment.amount,
    kind: 'repay',
    note: repayment.note.slice(0, 200),
    createdAt: now,
  });
}
